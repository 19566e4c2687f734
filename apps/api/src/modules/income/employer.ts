import { and, eq } from 'drizzle-orm';
import type { TEmployerRequest, TIncomeActionResponse } from '@lintel/contract';
import { addBusinessDays, EMPLOYER_SOURCE, formatUsPhone, toPhoneDigits } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import { findOwnedApplication } from '../application/index.ts';
import { loadIncomeApplication, type TIncomeScope } from './scope.ts';
import { incomeSources } from './tables.ts';

/** The employer-verification source of an application (one per application: submission key "employer"). */
export const findEmployerSource = async (db: Db, applicationUuid: string) =>
  (await db.select().from(incomeSources).where(and(eq(incomeSources.applicationUuid, applicationUuid), eq(incomeSources.submissionKey, 'employer'))))[0];

/**
 * income/employer-verification: the employer's name, a contact and a phone number. The sandbox employer answers
 * one business day of simulated time after the first submission (the employment-verification job watches it).
 * Submitting again while waiting corrects the details and keeps the first day; once verified nothing changes.
 */
export const submitEmployer = async (scope: TIncomeScope & { request: TEmployerRequest }): Promise<TIncomeActionResponse> => {
  const { db, request } = scope;
  const application = await findOwnedApplication(scope);
  const existing = await findEmployerSource(db, application.uuid);
  if (existing?.state === 'VERIFIED') return { uuid: application.uuid, applicationStatus: application.status };
  await loadIncomeApplication(scope, ['EMPLOYMENT_VERIFICATION']);
  const digits = toPhoneDigits(request.phoneNumber).slice(-10);
  const employer = { employerName: request.employerName, contactName: request.contactName, phoneNumber: formatUsPhone(digits) };
  const now = await clockNow(db);
  await db
    .insert(incomeSources)
    .values({
      applicationUuid: application.uuid,
      source: EMPLOYER_SOURCE,
      state: 'PENDING_REVIEW',
      submissionKey: 'employer',
      statedAnnualIncome: application.annualIncome,
      employer,
      institutionName: employer.employerName,
      verifiesAt: addBusinessDays(now, 1),
    })
    .onConflictDoUpdate({
      target: [incomeSources.applicationUuid, incomeSources.submissionKey],
      set: {
        employer,
        institutionName: employer.employerName,
        updatedAt: new Date(),
        // The first submission starts the business day; a correction does not restart it.
        verifiesAt: existing?.verifiesAt ?? addBusinessDays(now, 1),
      },
    });
  return { uuid: application.uuid, applicationStatus: application.status };
};
