import { clockNow } from '../../platform/clock.ts';
import { DEFAULT_RETRY, defineJob, statusEntryPayloadOf, ZStatusEntryPayload } from '../../platform/workflow.ts';
import { vendorsFor } from '../../vendors/index.ts';
import { findApplicationInEntry, moveStatusIfStill, replaceLiabilities } from '../application/index.ts';
import { mapCreditOutcome } from './credit-outcome.ts';
import { keyringFor } from '../../platform/keyring.ts';
import { readSsn } from './ssn-store.ts';

export const HARD_PULL_JOB = 'hard-credit-pull';
const PULLING = 'HARD_CREDIT_PULL';

/**
 * HARD_CREDIT_PULL, once per entry (lien verification, an agent, a retry after a freeze): the bureau's hard
 * pull, with the social security number when the applicant gave one. Its tradelines replace the hard-pull
 * liabilities; a match goes on to FINAL_OFFER, a frozen file to HARD_CREDIT_LOCKED_OR_FROZEN (credit/error,
 * where the applicant retries once it is lifted); a bureau that never answers to CREDIT_ERROR.
 */
export const hardPullJob = defineJob({
  name: HARD_PULL_JOB,
  ZPayload: ZStatusEntryPayload,
  retry: DEFAULT_RETRY,
  trigger: {
    status: PULLING,
    payloadOf: statusEntryPayloadOf,
    onExhausted: { status: 'CREDIT_ERROR', reason: () => 'The credit bureau did not answer the hard pull' },
  },
  handler: async (payload, context) => {
    const application = await findApplicationInEntry({ db: context.db, status: PULLING, ...payload });
    if (!application) return;
    const applicationUuid = application.uuid;
    const now = await clockNow(context.db);
    const result = await vendorsFor(context.config).creditBureau.pullCredit({
      kind: 'HARD',
      firstName: application.firstName,
      lastName: application.lastName,
      street1: application.propertyStreet1,
      city: application.propertyCity,
      state: application.propertyState,
      zip: application.propertyZip,
      ssn: await readSsn({ db: context.db, keyring: keyringFor(context.config), applicationUuid }),
      frozenSince: application.creditFrozenAt,
      now,
    });
    const outcome = mapCreditOutcome({ kind: 'HARD', result, application, now });
    if (outcome.tradelines) {
      await replaceLiabilities({ db: context.db, applicationUuid, source: 'HARD', tradelines: outcome.tradelines });
    }
    await moveStatusIfStill({
      db: context.db,
      uuid: applicationUuid,
      to: outcome.to ?? 'FINAL_OFFER',
      actor: { kind: 'SYSTEM', job: context.job.name },
      reason: outcome.reason,
      fields: outcome.fields,
      expectedFrom: PULLING,
      ...(outcome.details ? { details: outcome.details } : {}),
    });
  },
});
