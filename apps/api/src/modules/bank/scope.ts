import type { Db } from '../../platform/database.ts';
import { conflict } from '../../platform/http-error.ts';
import { BANK_MESSAGES } from '@lintel/domain';
import { findOwnedApplication, type TApplicationRow } from '../application/index.ts';

/** The caller of an applicant call: its application must be its own in this organisation (else 404). */
export type TBankScope = { db: Db; uuid: string; ownerIdentityUuid: string; organizationCode: string };

/** The statuses the bank screens act in (spec 01 routing rows for bank/*). */
export const DISBURSEMENT_STATUSES = ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'] as const;
export const AUTOPAY_STATUSES = ['AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'] as const;

/** The caller's application (else 404), in one of the statuses the step belongs to (else 409). */
export const loadBankApplication = async (scope: TBankScope, statuses: readonly string[]): Promise<TApplicationRow> => {
  const application = await findOwnedApplication(scope);
  if (!statuses.includes(application.status)) throw conflict(BANK_MESSAGES.stepClosed);
  return application;
};

export const applicantActor = (scope: TBankScope) => ({ kind: 'APPLICANT' as const, identityUuid: scope.ownerIdentityUuid });
