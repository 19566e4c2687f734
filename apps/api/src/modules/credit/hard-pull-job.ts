import { clockNow } from '../../platform/clock.ts';
import { DEFAULT_RETRY, defineJob, statusEntryPayloadOf, ZStatusEntryPayload } from '../../platform/workflow.ts';
import { vendorsFor } from '../../vendors/index.ts';
import {
  findApplicationInEntry,
  findLiabilities,
  markLiabilitiesForPayoff,
  matchPayoffMarks,
  moveFromJob,
  replaceLiabilities,
} from '../application/index.ts';
import { findPayoffLiabilityUuids, reviewOfferAfterHardPull, savePayoffMarks } from '../offers/index.ts';
import { mapCreditOutcome } from './credit-outcome.ts';
import { keyringFor } from '../../platform/keyring.ts';
import { readSsn } from './ssn-store.ts';

export const HARD_PULL_JOB = 'hard-credit-pull';
const PULLING = 'HARD_CREDIT_PULL';

/**
 * HARD_CREDIT_PULL, once per entry (lien verification, an agent, a retry after a freeze): the bureau's hard
 * pull, with the social security number when the applicant gave one. Its tradelines replace the hard-pull
 * liabilities (the payoff marks follow their debts into the new set); a match goes on to FINAL_OFFER, or to
 * REVISED_OFFER_SELECTION when the offers priced on the verified report no longer cover the chosen draw; a frozen file to HARD_CREDIT_LOCKED_OR_FROZEN (credit/error,
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
    let review: Awaited<ReturnType<typeof reviewOfferAfterHardPull>> | undefined;
    if (outcome.tradelines) {
      const { db } = context;
      const previous = await findLiabilities({ db, applicationUuid });
      const marked = await findPayoffLiabilityUuids(db, applicationUuid);
      await replaceLiabilities({ db, applicationUuid, source: 'HARD', tradelines: outcome.tradelines });
      const pulled = await findLiabilities({ db, applicationUuid });
      const carried = matchPayoffMarks({ previous, next: pulled, markedUuids: marked });
      await markLiabilitiesForPayoff({ db, applicationUuid, payoffUuids: carried });
      if (marked.length > 0) await savePayoffMarks({ db, applicationUuid, payoffUuids: carried });
      if (outcome.to === 'FINAL_OFFER') {
        review = await reviewOfferAfterHardPull({ db, application: { ...application, ...outcome.fields } as typeof application, liabilities: pulled });
      }
    }
    await moveFromJob(context, {
      uuid: applicationUuid,
      to: review?.to ?? outcome.to ?? 'FINAL_OFFER',
      reason: review?.reason ?? outcome.reason,
      fields: { ...outcome.fields, ...review?.fields },
      expectedFrom: PULLING,
      ...(outcome.details || review ? { details: { ...outcome.details, ...review?.details } } : {}),
    });
  },
});
