import { z } from 'zod';
import type { TApplicationStatus } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import { HttpError } from '../../platform/http-error.ts';
import type { TJobContext, TJobDefinition, TJobs } from '../../platform/jobs.ts';
import { PREQUAL_RETRY_LIMIT, sendPrequalStep, vendorsFor } from '../../jobs/prequal-chain.ts';
import { replaceLiabilities } from '../application/replace-liabilities.ts';
import { changeStatus, findApplicationByUuid, type TApplicationRow } from '../application/index.ts';
import type { TStatusChangeColumns } from '../application/change-status.ts';
import type { TCreditPullResult } from '../../vendors/credit-bureau/index.ts';
import { mapCreditOutcome } from '../../jobs/credit-outcome.ts';
import { readSsn } from './ssn-store.ts';

export const SSN_REPULL_JOB = 'credit-ssn-repull';
const WAITING = 'WAITING_FOR_CREDIT_REPULL';

const ZSsnRepullPayload = z.object({ applicationUuid: z.uuid() });
type TSsnRepullPayload = z.infer<typeof ZSsnRepullPayload>;

/** One rerun per application at a time; a repeat while one is queued is a no-op. */
export const sendSsnRepull = (jobs: TJobs, applicationUuid: string) =>
  jobs.send(SSN_REPULL_JOB, { applicationUuid }, {
    retryLimit: PREQUAL_RETRY_LIMIT,
    retryDelay: 1,
    retryBackoff: true,
    singletonKey: `${SSN_REPULL_JOB}:${applicationUuid}`,
  });

const systemActor = (context: TJobContext) => ({ kind: 'SYSTEM' as const, job: context.job.name });

/** A status change from the step this job expects; a conflict means someone else moved it (nothing to do). */
const move = async (
  context: TJobContext,
  uuid: string,
  from: string,
  to: TApplicationStatus,
  reason: string,
  fields: TStatusChangeColumns = {},
): Promise<TApplicationRow | null> => {
  try {
    return await changeStatus({ db: context.db, uuid, to, actor: systemActor(context), reason, fields, expectedFrom: from });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return null;
    throw error;
  }
};

/**
 * The rerun of the soft credit pull with the social security number the applicant gave on credit/social.
 * The number is opened only here, passed to the bureau and dropped; it is never logged.
 */
export const createSsnRepullJob = (key: Buffer): TJobDefinition<TSsnRepullPayload> => ({
  name: SSN_REPULL_JOB,
  ZPayload: ZSsnRepullPayload,
  handler: async ({ applicationUuid }, context) => {
    const application = await findApplicationByUuid({ db: context.db, uuid: applicationUuid });
    if (!application || application.status !== WAITING) return;
    const ssn = await readSsn({ db: context.db, key, applicationUuid });
    const now = await clockNow(context.db);
    let result: TCreditPullResult;
    try {
      result = await vendorsFor(context).creditBureau.pullCredit({
        kind: 'SOFT',
        firstName: application.firstName,
        lastName: application.lastName,
        street1: application.propertyStreet1,
        city: application.propertyCity,
        state: application.propertyState,
        zip: application.propertyZip,
        ssn,
        frozenSince: application.creditFrozenAt,
        now,
      });
    } catch (error) {
      if (context.job.retryCount < PREQUAL_RETRY_LIMIT) throw error;
      context.log.warn({ applicationUuid, job: context.job.name }, 'credit bureau failed on the last attempt');
      await move(context, applicationUuid, WAITING, 'CREDIT_ERROR', 'The credit bureau did not answer the rerun');
      return;
    }
    const outcome = mapCreditOutcome({ kind: 'SOFT_WITH_SSN', result, application, now });
    if (outcome.tradelines) {
      await replaceLiabilities({ db: context.db, applicationUuid, source: 'SOFT', tradelines: outcome.tradelines });
    }
    // A match re-enters IN_PROGRESS (a new pre-qualification run) with the report recorded in the same change,
    // so nothing (the resumer included) ever sees the run without it and pulls again without the number.
    const moved = await move(context, applicationUuid, WAITING, outcome.to ?? 'IN_PROGRESS', outcome.reason, outcome.fields);
    if (moved && outcome.to === null) {
      await sendPrequalStep(context.jobs, 'prequal-find-property', { applicationUuid, run: moved.prequalRun });
    }
  },
});
