import { and, eq } from 'drizzle-orm';
import type { TEmployerRequest, TIncomeActionResponse } from '@lintel/contract';
import { EMPLOYER_SOURCE, formatUsPhone, propertyTimeZone, toPhoneDigits } from '@lintel/domain';
import { addGeneralBusinessDays } from '@lintel/domain/funding/business-days';
import { clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import { findOwnedApplication } from '../application/index.ts';
import { loadIncomeApplication, type TIncomeScope } from './scope.ts';
import { incomeSources } from './tables.ts';

/** The employer-verification source of an application (one per application: submission key "employer"). */
export const findEmployerSource = async (db: Db, applicationUuid: string) =>
  (await db.select().from(incomeSources).where(and(eq(incomeSources.applicationUuid, applicationUuid), eq(incomeSources.submissionKey, 'employer'))))[0];

/**
 * When the sandbox employer answers (spec 04 section 9.3): one general business day (weekends and federal holidays
 * as observed skipped, in the property's time zone) of simulated time after the application entered
 * EMPLOYMENT_VERIFICATION.
 */
export const employerAnswersAt = (now: Date, propertyState: string): Date => addGeneralBusinessDays(now, 1, propertyTimeZone(propertyState));

/**
 * income/employer-verification: the employer's name, a contact and a phone number, an optional correction. The
 * business day started when the link moved the application into EMPLOYMENT_VERIFICATION (decision 079); the
 * details neither restart it nor are needed for it. Without an earlier day (an agent moved the application here)
 * the first submission starts it. Once verified nothing changes.
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
      verifiesAt: employerAnswersAt(now, application.propertyState),
    })
    .onConflictDoUpdate({
      target: [incomeSources.applicationUuid, incomeSources.submissionKey],
      set: {
        employer,
        institutionName: employer.employerName,
        updatedAt: new Date(),
        // A correction does not restart the business day.
        verifiesAt: existing?.verifiesAt ?? employerAnswersAt(now, application.propertyState),
      },
    });
  return { uuid: application.uuid, applicationStatus: application.status };
};
