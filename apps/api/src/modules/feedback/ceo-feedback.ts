import { desc, inArray } from 'drizzle-orm';
import { CEO_FEEDBACK_ORG_CODE } from '@lintel/domain';
import type { TAgentFeedbackItem, TCeoFeedbackRequest } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { ceoFeedback } from './tables.ts';

/** The organisation whose applicants may write to the CEO (spec 02 section 6: the main brand only). */
export const CEO_FEEDBACK_ORG = CEO_FEEDBACK_ORG_CODE;

export const saveCeoFeedback = async (options: {
  db: Db;
  organizationCode: string;
  identityUuid: string;
  email: string;
  request: TCeoFeedbackRequest;
}): Promise<{ uuid: string }> => {
  const { request } = options;
  const [row] = await options.db
    .insert(ceoFeedback)
    .values({
      organizationCode: options.organizationCode,
      identityUuid: options.identityUuid,
      email: options.email,
      applicationUuid: request.applicationUuid ?? null,
      topic: request.topic,
      message: request.message,
      marketingConsent: request.marketingConsent,
      pathname: request.pathname,
      productType: request.productType,
    })
    .returning({ uuid: ceoFeedback.uuid });
  return { uuid: row!.uuid };
};

export const listCeoFeedback = async (options: { db: Db; orgCodes: readonly string[]; limit: number; offset: number }): Promise<TAgentFeedbackItem[]> => {
  if (options.orgCodes.length === 0) return [];
  const rows = await options.db
    .select()
    .from(ceoFeedback)
    .where(inArray(ceoFeedback.organizationCode, [...options.orgCodes]))
    .orderBy(desc(ceoFeedback.createdAt))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => ({
    uuid: row.uuid,
    organizationCode: row.organizationCode,
    identityUuid: row.identityUuid,
    email: row.email,
    applicationUuid: row.applicationUuid,
    topic: row.topic as TAgentFeedbackItem['topic'],
    message: row.message,
    marketingConsent: row.marketingConsent,
    pathname: row.pathname,
    productType: row.productType,
    createdAt: row.createdAt.toISOString(),
  }));
};
