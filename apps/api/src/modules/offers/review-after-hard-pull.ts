import type { TOfferSet } from '@lintel/contract';
import { centsToDollars, dollarsToCents } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TApplicationRow, TStatusChangeColumns } from '../application/index.ts';
import { findApplicationDetails, findOfferSelection } from './details-store.ts';
import { offerSetOf } from './offer-set-of.ts';
import { initialOfferColumns, priceApplication } from './price-application.ts';

type TPricedLiability = { monetaryCalculatedNextPaymentMinimumAmount: number };

export type THardPullReview = {
  to: 'FINAL_OFFER' | 'REVISED_OFFER_SELECTION';
  reason: string;
  fields: TStatusChangeColumns;
  details: Record<string, unknown>;
};

const REVISED_REASON = 'Your verified credit report lowers the line we can offer. Please choose from your updated offers.';

/**
 * After the hard pull: the offers priced again on the verified report (score and debts). When the chosen draw
 * still fits, the offer is final; when it no longer does, the applicant chooses again from the lower offers
 * (REVISED_OFFER_SELECTION, sub-decision VERIFIED_OFFER so that choice is final). The consents of the offer set
 * (the hard-pull consent among them) carry over to the new one.
 */
export const reviewOfferAfterHardPull = async (options: {
  db: Db;
  application: TApplicationRow;
  liabilities: readonly TPricedLiability[];
}): Promise<THardPullReview> => {
  const { db, application } = options;
  const current = offerSetOf(application);
  const finalSet = (set: TOfferSet, subDecision: string): TOfferSet => ({
    ...set,
    decision: 'FINAL',
    subDecision,
    consents: current?.consents ?? set.consents,
  });
  const selection = await findOfferSelection(db, application.uuid);
  if (!current || !selection || application.homeValue === null || application.creditScore === null) {
    return { to: 'FINAL_OFFER', reason: 'Hard credit pulled', fields: { uwDecision: 'FINAL', uwSubDecision: 'FINAL_OFFER' }, details: {} };
  }
  const details = await findApplicationDetails(db, application.uuid);
  const priced = priceApplication({
    application,
    liabilities: options.liabilities,
    assetDepletionAmount: details?.assetDepletionAmount ?? undefined,
  });
  const chosenDraw = centsToDollars(application.uwCalculatedDrawAmount ?? selection.drawAmount);
  const repriced = priced.offerSet;
  const sameOffer = repriced?.offers.find((offer) => offer.type === selection.type && offer.term === selection.term);
  const newMaxDraw = sameOffer?.maxDraw ?? 0;
  if (repriced && newMaxDraw >= chosenDraw) {
    return {
      to: 'FINAL_OFFER',
      reason: 'Hard credit pulled',
      fields: {
        offerSet: finalSet(current, 'FINAL_OFFER') as unknown as Record<string, unknown>,
        uwDecision: 'FINAL',
        uwSubDecision: 'FINAL_OFFER',
      },
      details: { chosenDraw, maxDraw: newMaxDraw },
    };
  }
  if (!repriced) {
    // Nothing can be offered on the verified report: the applicant's choice stays for an underwriter to review.
    return { to: 'FINAL_OFFER', reason: 'Hard credit pulled; no offer on the verified report', fields: { uwDecision: 'REVIEW' }, details: { chosenDraw } };
  }
  const revised = finalSet(repriced, 'VERIFIED_OFFER');
  return {
    to: 'REVISED_OFFER_SELECTION',
    reason: REVISED_REASON,
    fields: { ...initialOfferColumns(revised, application.organizationCode), uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_OFFER' },
    details: { chosenDraw, maxDraw: newMaxDraw, previousAmount: dollarsToCents(chosenDraw) },
  };
};
