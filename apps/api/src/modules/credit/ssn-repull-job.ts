import { clockNow } from '../../platform/clock.ts';
import { DEFAULT_RETRY, defineJob, statusEntryPayloadOf, ZStatusEntryPayload } from '../../platform/workflow.ts';
import { vendorsFor } from '../../vendors/index.ts';
import { findApplicationInEntry, moveFromJob, replaceLiabilities } from '../application/index.ts';
import { mapCreditOutcome } from './credit-outcome.ts';
import { keyringFor } from '../../platform/keyring.ts';
import { readSsn } from './ssn-store.ts';

export const SSN_REPULL_JOB = 'credit-ssn-repull';
const WAITING = 'WAITING_FOR_CREDIT_REPULL';

/**
 * WAITING_FOR_CREDIT_REPULL: the rerun of the soft credit pull with the social security number the applicant
 * gave on credit/social. The number is opened only here, passed to the bureau and dropped; it is never logged.
 */
export const ssnRepullJob = defineJob({
  name: SSN_REPULL_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: {
    status: WAITING,
    payloadOf: statusEntryPayloadOf,
    onExhausted: { status: 'CREDIT_ERROR', reason: () => 'The credit bureau did not answer the rerun' },
  },
  handler: async (payload, context) => {
    const application = await findApplicationInEntry({ db: context.db, status: WAITING, ...payload });
    if (!application) return;
    const applicationUuid = application.uuid;
    const ssn = await readSsn({ db: context.db, keyring: keyringFor(context.config), applicationUuid });
    const now = await clockNow(context.db);
    const result = await vendorsFor(context.config).creditBureau.pullCredit({
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
    const outcome = mapCreditOutcome({ kind: 'SOFT_WITH_SSN', result, application, now });
    if (outcome.tradelines) {
      await replaceLiabilities({ db: context.db, applicationUuid, source: 'SOFT', tradelines: outcome.tradelines });
    }
    // A match re-enters IN_PROGRESS (a new pre-qualification run, queued by that entry) with the report recorded
    // in the same change, so the run skips the soft pull and never pulls again without the number.
    await moveFromJob(context, {
      uuid: applicationUuid,
      to: outcome.to ?? 'IN_PROGRESS',
      reason: outcome.reason,
      fields: outcome.fields,
      expectedFrom: WAITING,
    });
  },
});
