import type { TLeaveSurveyRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { leaveSurveyAnswers } from './tables.ts';

export const saveLeaveSurveyAnswer = async (options: {
  db: Db;
  organizationCode: string;
  identityUuid: string;
  request: TLeaveSurveyRequest;
}): Promise<{ uuid: string }> => {
  const [row] = await options.db
    .insert(leaveSurveyAnswers)
    .values({
      organizationCode: options.organizationCode,
      identityUuid: options.identityUuid,
      applicationUuid: options.request.applicationUuid ?? null,
      reason: options.request.reason,
      comment: options.request.comment || null,
      pathname: options.request.pathname,
    })
    .returning({ uuid: leaveSurveyAnswers.uuid });
  return { uuid: row!.uuid };
};
