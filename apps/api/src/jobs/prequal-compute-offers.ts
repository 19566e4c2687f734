import { defineJob } from '../platform/jobs.ts';
import { findLiabilities } from '../modules/application/find-applications.ts';
import { needsAssetsPrequal } from './first-offers.ts';
import { initialOfferColumns, priceApplication } from '../modules/offers/index.ts';

const NO_OFFER_REASONS = {
  CREDIT_SCORE: 'Credit score below the minimum',
  OCCUPANCY: 'Occupancy type not eligible',
  EQUITY: 'Insufficient equity in the property',
} as const;
import { loadForStep, moveFromInProgress, ZPrequalPayload } from './prequal-chain.ts';

/** Step 4: the first offers, then OFFER_SELECTION; or assets pre-qualification, or a decline for lack of equity. */
export const prequalComputeOffersJob = defineJob({
  name: 'prequal-compute-offers',
  ZPayload: ZPrequalPayload,
  handler: async (payload, context) => {
    const application = await loadForStep(context, payload);
    if (!application) return;
    if (needsAssetsPrequal(application.annualIncome, application.otherIncome)) {
      await moveFromInProgress(
        context,
        application,
        'ASSETS_PREQUAL',
        'Income below 20000 with no other income',
        {
          uwDecision: 'ASSET_DEPLETION',
        },
      );
      return;
    }
    if (application.homeValue === null || application.creditScore === null) {
      // A step's result is missing (it cannot be, short of a manual edit): rerun from the start.
      throw new Error('pre-qualification results are incomplete');
    }
    const liabilities = await findLiabilities({ db: context.db, applicationUuid: application.uuid });
    // Pricing is the offers module's (the brand's pricing configuration, decision 012).
    const priced = priceApplication({ application, liabilities });
    if (priced.offerSet === null) {
      await moveFromInProgress(context, application, 'DECLINED', `No offer: ${priced.reason}`, {
        uwDecision: 'DECLINE',
        adverseActionReasons: [NO_OFFER_REASONS[priced.reason]],
      });
      return;
    }
    const offerSet = priced.offerSet;
    await moveFromInProgress(
      context,
      application,
      'OFFER_SELECTION',
      'First offers computed',
      {
        ...initialOfferColumns(offerSet, application.organizationCode),
        adjustedHomeAmount: application.homeValue,
      },
      { offers: offerSet.offers.length, liabilities: liabilities.length },
    );
  },
});
