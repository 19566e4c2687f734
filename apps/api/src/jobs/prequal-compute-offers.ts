import { getBrand } from '@lintel/brands';
import { defineJob } from '../platform/jobs.ts';
import { findLiabilities } from '../modules/application/find-applications.ts';
import { computeFirstOffers, needsAssetsPrequal } from './first-offers.ts';
import { loadForStep, moveFromInProgress, ZPrequalPayload } from './prequal-chain.ts';

type TRecordedLien = { balance?: unknown };

/** Step 4: the first offers, then OFFER_SELECTION; or assets pre-qualification, or a decline for lack of equity. */
export const prequalComputeOffersJob = defineJob({
  name: 'prequal-compute-offers',
  ZPayload: ZPrequalPayload,
  handler: async (payload, context) => {
    const application = await loadForStep(context, payload);
    if (!application) return;
    if (needsAssetsPrequal(application.annualIncome, application.otherIncome)) {
      await moveFromInProgress(context, application, 'ASSETS_PREQUAL', 'Income below 20000 with no other income', {
        uwDecision: 'ASSET_DEPLETION',
      });
      return;
    }
    const brand = getBrand(application.organizationCode);
    if (!brand || application.homeValue === null || application.creditScore === null) {
      // A step's result is missing (it cannot be, short of a manual edit): rerun from the start.
      throw new Error('pre-qualification results are incomplete');
    }
    const recordedLiens = ((application.propertyRecord?.liens as TRecordedLien[] | undefined) ?? []).map((lien) =>
      typeof lien.balance === 'number' ? lien.balance : 0,
    );
    const liabilities = await findLiabilities({ db: context.db, applicationUuid: application.uuid });
    const offerSet = computeFirstOffers({
      homeValueCents: application.homeValue,
      lienBalancesCents: recordedLiens,
      occupancyType: application.occupancyType,
      creditScore: application.creditScore,
      brand,
    });
    if (!offerSet) {
      await moveFromInProgress(context, application, 'DECLINED', 'Not enough equity for the smallest line', {
        uwDecision: 'DECLINE',
        adverseActionReasons: ['Insufficient equity in the property'],
      });
      return;
    }
    const first = offerSet.offers[0]!;
    await moveFromInProgress(
      context,
      application,
      'OFFER_SELECTION',
      'First offers computed',
      {
        offerSet,
        rate: first.rate,
        rateType: first.type,
        term: first.term,
        amount: first.max * 100,
        uwCalculatedDrawAmount: first.maxDraw * 100,
        adjustedHomeAmount: application.homeValue,
        uwDecision: offerSet.decision,
        uwSubDecision: offerSet.subDecision,
      },
      { offers: offerSet.offers.length, liabilities: liabilities.length },
    );
  },
});
