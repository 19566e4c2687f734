import { getBrand, getPricing, type TPricingConfig } from '@lintel/brands';
import type { TOffer, TOfferSet } from '@lintel/contract';
import { dollarsToCents } from '@lintel/domain';
import type { TApplicationRow } from '../application/index.ts';
import { priceOffers, type TPricedOffers } from './price-offers.ts';

type TRecordedLien = { balance?: unknown; position?: unknown };
type TLiabilityPayments = { monetaryCalculatedNextPaymentMinimumAmount: number };

/** Recorded lien balances (cents) from the property record the pre-qualification stored. */
export const recordedLienBalances = (application: Pick<TApplicationRow, 'propertyRecord'>): number[] =>
  ((application.propertyRecord?.liens as TRecordedLien[] | undefined) ?? []).map((lien) =>
    typeof lien.balance === 'number' ? lien.balance : 0,
  );

export type TPriceApplicationOptions = {
  application: TApplicationRow;
  liabilities: readonly TLiabilityPayments[];
  assetDepletionAmount?: number | undefined;
  cltvLimitOverride?: string | undefined;
};

/**
 * Prices an application with its brand's pricing configuration: the one entry point the pre-qualification job,
 * asset depletion and requalification share. Throws when a pre-qualification result it needs is missing.
 */
export const priceApplication = ({
  application,
  liabilities,
  assetDepletionAmount,
  cltvLimitOverride,
}: TPriceApplicationOptions): TPricedOffers => {
  const brand = getBrand(application.organizationCode);
  if (!brand || application.homeValue === null || application.creditScore === null)
    throw new Error('pre-qualification results are incomplete');
  return priceOffers({
    pricing: getPricing(application.organizationCode),
    brand,
    homeValueCents: application.homeValue,
    lienBalancesCents: recordedLienBalances(application),
    occupancyType: application.occupancyType,
    propertyState: application.propertyState,
    creditScore: application.creditScore,
    annualIncome: application.annualIncome,
    otherIncome: application.otherIncome,
    monthlyDebtCents: liabilities.reduce(
      (sum, liability) => sum + liability.monetaryCalculatedNextPaymentMinimumAmount,
      0,
    ),
    assetDepletionAmount,
    cltvLimitOverride,
  });
};

/** The offer shown first: the brand's default fee option at the 10-year term (or the first term offered). */
export const findDefaultOffer = (offerSet: TOfferSet, pricing: TPricingConfig): TOffer => {
  const defaultFee = Number(pricing.defaultOriginationFeeRate);
  const withFee = offerSet.offers.filter((offer) => offer.originationFee === defaultFee);
  const pool = withFee.length > 0 ? withFee : offerSet.offers;
  return pool.find((offer) => offer.term === 10) ?? pool[0]!;
};


/** The application columns an offer set sets before the applicant chooses: the default offer at its largest draw. */
export const initialOfferColumns = (offerSet: TOfferSet, organizationCode: string) => {
  const offer = findDefaultOffer(offerSet, getPricing(organizationCode));
  return {
    offerSet: offerSet as unknown as Record<string, unknown>,
    rate: offer.rate,
    rateType: offer.rateType,
    term: offer.term,
    amount: dollarsToCents(offer.max),
    uwCalculatedDrawAmount: dollarsToCents(offer.maxDraw),
    uwDecision: offerSet.decision,
    uwSubDecision: offerSet.subDecision,
  };
};

