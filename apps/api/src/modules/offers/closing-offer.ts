import { centsToDollars, summarizeOffer, type TOfferSummary } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TApplicationRow } from '../application/index.ts';
import { findOfferSelection } from './details-store.ts';
import { offerSetOf } from './offer-set-of.ts';

export type TClosingOffer = TOfferSummary & {
  /** Origination fee as a fraction of the draw (decimal string). */
  feeRate: string;
  annualRatePercent: number;
  termYears: number;
  rateType: string | null;
};

/**
 * The chosen offer's figures for the closing documents, from the same calculation the offer screen and the
 * application summary use (summarizeOffer); null when no offer is chosen.
 */
export const findClosingOffer = async (options: { db: Db; application: TApplicationRow }): Promise<TClosingOffer | null> => {
  const { db, application } = options;
  const selection = await findOfferSelection(db, application.uuid);
  if (!selection || application.rate === null || application.term === null || application.uwCalculatedDrawAmount === null) return null;
  const summary = summarizeOffer({
    draw: centsToDollars(application.uwCalculatedDrawAmount),
    feeRate: selection.originationFeeRate,
    maxFee: offerSetOf(application)?.ofeeMaxThreshold,
    annualRatePercent: application.rate,
    termYears: application.term,
  });
  return {
    ...summary,
    feeRate: selection.originationFeeRate,
    annualRatePercent: application.rate,
    termYears: application.term,
    rateType: application.rateType,
  };
};
