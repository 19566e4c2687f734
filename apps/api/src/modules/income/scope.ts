import type { Db } from '../../platform/database.ts';
import { conflict } from '../../platform/http-error.ts';
import { findOwnedApplication, type TApplicationRow } from '../application/index.ts';

export const INCOME_STEP_CLOSED_MESSAGE = 'This step is not open for your application now. Please reload the page.';

/** The caller of an applicant call: its application must be its own in this organisation (else 404). */
export type TIncomeScope = { db: Db; uuid: string; ownerIdentityUuid: string; organizationCode: string };

/** The caller's application (else 404), in one of the statuses the step belongs to (else 409). */
export const loadIncomeApplication = async (scope: TIncomeScope, statuses: readonly string[]): Promise<TApplicationRow> => {
  const application = await findOwnedApplication(scope);
  if (!statuses.includes(application.status)) throw conflict(INCOME_STEP_CLOSED_MESSAGE);
  return application;
};
