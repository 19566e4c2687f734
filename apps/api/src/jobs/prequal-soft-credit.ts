import { defineJob } from '../platform/jobs.ts';
import { clockNow } from '../platform/clock.ts';
import { replaceLiabilities } from '../modules/application/replace-liabilities.ts';
import { mapCreditOutcome } from './credit-outcome.ts';
import { handleVendorFailure, loadForStep, moveFromInProgress, sendPrequalStep, vendorsFor, ZPrequalPayload } from './prequal-chain.ts';

/** Step 1: the soft credit pull. Side paths (mapCreditOutcome): no match, frozen, declined, delinquency review. */
export const prequalSoftCreditJob = defineJob({
  name: 'prequal-soft-credit',
  ZPayload: ZPrequalPayload,
  handler: async (payload, context) => {
    const application = await loadForStep(context, payload);
    if (!application) return;
    if (application.creditReportId === null) {
      const now = await clockNow(context.db);
      let result;
      try {
        result = await vendorsFor(context).creditBureau.pullCredit({
          kind: 'SOFT',
          firstName: application.firstName,
          lastName: application.lastName,
          street1: application.propertyStreet1,
          city: application.propertyCity,
          state: application.propertyState,
          zip: application.propertyZip,
          frozenSince: application.creditFrozenAt,
          now,
        });
      } catch (error) {
        await handleVendorFailure(context, application, 'credit bureau', error);
        return;
      }
      const outcome = mapCreditOutcome({ kind: 'SOFT', result, application, now });
      if (outcome.tradelines) {
        await replaceLiabilities({ db: context.db, applicationUuid: application.uuid, source: 'SOFT', tradelines: outcome.tradelines });
      }
      const moved = await moveFromInProgress(context, application, outcome.to ?? 'IN_PROGRESS', outcome.reason, outcome.fields, outcome.details);
      if (!moved || outcome.to !== null) return;
    }
    await sendPrequalStep(context.jobs, 'prequal-find-property', payload);
  },
});
