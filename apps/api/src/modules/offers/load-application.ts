import { conflict } from '../../platform/http-error.ts';
import type { Db } from '../../platform/database.ts';
import { findOwnedApplication, type TApplicationRow } from '../application/index.ts';

export const STEP_CLOSED_MESSAGE = 'This step is not open for your application now. Please reload the page.';

export type TOwnerScope = { db: Db; uuid: string; ownerIdentityUuid: string; organizationCode: string };

/** The caller's application (else 404), which must be in one of the statuses the step belongs to (else 409). */
export const loadApplicationInStep = async (
  scope: TOwnerScope,
  statuses: readonly string[],
): Promise<TApplicationRow> => {
  const application = await findOwnedApplication(scope);
  if (!statuses.includes(application.status)) throw conflict(STEP_CLOSED_MESSAGE);
  return application;
};
