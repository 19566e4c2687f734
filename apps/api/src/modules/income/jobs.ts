import { and, eq } from 'drizzle-orm';
import { clockNow } from '../../platform/clock.ts';
import { DEFAULT_RETRY, defineJob, statusEntryPayloadOf, ZStatusEntryPayload, type TAnyJobDefinition } from '../../platform/workflow.ts';
import { findApplicationInEntry } from '../application/index.ts';
import { moveOnVerifiedIncome } from './apply-verification.ts';
import { findEmployerSource } from './employer.ts';
import { incomeSources } from './tables.ts';

export const EMPLOYMENT_VERIFICATION_JOB = 'employment-verification';
const STATUS = 'EMPLOYMENT_VERIFICATION';

/**
 * EMPLOYMENT_VERIFICATION: waits for the sandbox employer's answer, one business day of simulated time after the
 * link moved the application here (or after the employer details, when an agent moved it here without a link;
 * looked at every EMPLOYMENT_CHECK_EVERY_SECONDS), then records the employment as verified at the stated income
 * and moves on like any verified income (decision 079).
 */
export const employmentVerificationJob = defineJob({
  name: EMPLOYMENT_VERIFICATION_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: {
    status: STATUS,
    payloadOf: statusEntryPayloadOf,
    onExhausted: { status: 'INCOME_VERIFICATION', reason: () => 'Employment verification failed on every attempt: income to verify another way' },
  },
  handler: async (payload, context) => {
    const { db } = context;
    const application = await findApplicationInEntry({ db, status: STATUS, ...payload });
    if (!application) return;
    const source = await findEmployerSource(db, application.uuid);
    if (!source?.verifiesAt || source.verifiesAt > (await clockNow(db))) {
      return { again: context.config.employmentCheckEverySeconds };
    }
    await db
      .update(incomeSources)
      .set({ state: 'VERIFIED', verifiedAnnualIncome: source.statedAnnualIncome, detail: `Employment confirmed by ${source.employer?.employerName ?? source.institutionName ?? 'the employer'}.`, updatedAt: new Date() })
      .where(and(eq(incomeSources.uuid, source.uuid)));
    await moveOnVerifiedIncome({
      db,
      application,
      verifiedAnnualIncome: source.statedAnnualIncome,
      actor: { kind: 'SYSTEM', job: context.job.name },
      source: 'EMPINFO',
    }).catch((error: unknown) => {
      // The application left EMPLOYMENT_VERIFICATION meanwhile (an agent, a cancellation): nothing left to do.
      if ((error as { statusCode?: number }).statusCode === 409) return null;
      throw error;
    });
  },
});

/** This module's workflow jobs (decision 016). */
export const incomeJobs: TAnyJobDefinition[] = [employmentVerificationJob];
