import type { TPricingConfig } from '@lintel/brands';
import type { TOffer, TOfferCost, TOfferSet } from '@lintel/contract';
import {
  drawFromLoanAmount,
  drawTotal,
  MoneyDecimal,
  monthlyPayment,
  roundMoney,
  type Decimal,
} from '@lintel/domain';

/** The brand limits pricing reads (spec 04 section 5). */
export type TBrandLimits = {
  helocMinLoanAmount: number;
  helocMaxLoanAmount: number;
  helocMinRateWithNoDiscount: number;
  helocMaxRateWithNoDiscount: number;
};

export type TPriceOffersInput = {
  pricing: TPricingConfig;
  brand: TBrandLimits;
  /** Whole cents, like the application's columns. */
  homeValueCents: number;
  lienBalancesCents: readonly number[];
  occupancyType: string;
  propertyState: string;
  creditScore: number;
  /** Yearly income in dollars. */
  annualIncome: number;
  otherIncome: number;
  /** Sum of the minimum monthly payments of the applicant's debts, in cents. */
  monthlyDebtCents: number;
  /** Liquid assets counted as income (asset depletion), in dollars; absent when not done. */
  assetDepletionAmount?: number | undefined;
  /** Replaces the occupancy's CLTV limit (lien-position requalification). */
  cltvLimitOverride?: string | undefined;
};

export type TNoOfferReason = 'CREDIT_SCORE' | 'OCCUPANCY' | 'EQUITY';
export type TPricedOffers =
  { offerSet: TOfferSet; maxLine: number } | { offerSet: null; reason: TNoOfferReason };

const INCOME_VERIFICATION_METHODS = ['PLAID_TRANSACTIONS', 'EMPINFO', 'MANUAL_PAYSTUB'];
const RATE_PLACES = 3;
const toNumber = (value: Decimal): number => value.toNumber();
const dollars = (cents: number): Decimal => new MoneyDecimal(cents).div(100);

/** Recording tax on a line: the state's rate per $100,000, rounded half-even to cents; 0 where the state has none. */
export const recordingTaxFor = (pricing: TPricingConfig, state: string, line: Decimal | number): Decimal => {
  const per100k = pricing.recordingTaxPer100k[state.toUpperCase()];
  return per100k === undefined
    ? new MoneyDecimal(0)
    : roundMoney(new MoneyDecimal(line).times(per100k).div(100_000));
};

/** The largest whole-dollar draw in [0, ceiling] whose monthly payment (draw + fee amortised) fits the allowance. */
const largestAffordableDraw = (options: {
  ceiling: Decimal;
  allowance: Decimal;
  feeRate: string;
  maxFee: string;
  rate: Decimal;
  term: number;
}): Decimal => {
  const paymentOf = (draw: Decimal) =>
    monthlyPayment({
      amount: drawTotal({ amount: draw, feeRate: options.feeRate, maxFee: options.maxFee }),
      annualRatePercent: options.rate,
      termYears: options.term,
    });
  if (options.allowance.lessThanOrEqualTo(0)) return new MoneyDecimal(0);
  let low = new MoneyDecimal(0);
  let high = options.ceiling.floor();
  if (paymentOf(high).lessThanOrEqualTo(options.allowance)) return high;
  // The payment grows with the draw, so bisect on whole dollars: low always fits, high never does.
  while (high.minus(low).greaterThan(1)) {
    const middle = low.plus(high).div(2).floor();
    if (paymentOf(middle).lessThanOrEqualTo(options.allowance)) low = middle;
    else high = middle;
  }
  return low;
};

/**
 * Prices an application's offers from its valuation, liens, credit score and debt-to-income ratio with the
 * brand's pricing configuration (spec 04 section 5; rules in docs/decisions/012-pricing.md). Every amount
 * goes through the domain's money functions; rates are rounded half-even to thousandths of a point.
 */
export const priceOffers = (input: TPriceOffersInput): TPricedOffers => {
  const { pricing, brand } = input;
  const tier = pricing.scoreTiers.find((candidate) => input.creditScore >= candidate.minScore);
  if (!tier) return { offerSet: null, reason: 'CREDIT_SCORE' };
  const cltvLimit =
    input.cltvLimitOverride ?? pricing.cltvLimits[input.occupancyType as keyof typeof pricing.cltvLimits];
  if (cltvLimit === undefined) return { offerSet: null, reason: 'OCCUPANCY' };

  const liens = input.lienBalancesCents.reduce((sum, cents) => sum.plus(dollars(cents)), new MoneyDecimal(0));
  const equityAllowed = dollars(input.homeValueCents).times(cltvLimit).minus(liens);
  const maxLine = MoneyDecimal.min(equityAllowed, brand.helocMaxLoanAmount)
    .div(pricing.lineRounding)
    .floor()
    .times(pricing.lineRounding);
  if (maxLine.lessThan(brand.helocMinLoanAmount)) return { offerSet: null, reason: 'EQUITY' };

  const recordingTax = recordingTaxFor(pricing, input.propertyState, maxLine);
  const recordingFee = roundMoney(pricing.recordingFee);
  const costs: TOfferCost[] = [
    {
      feeType: 'RECORDING_FEE',
      borrowerPaidAmount: toNumber(recordingFee),
      jsCriteria: null,
      totalPaidByBorrower: toNumber(recordingFee),
    },
  ];
  if (recordingTax.greaterThan(0))
    costs.push({
      feeType: 'RECORDING_TAX',
      borrowerPaidAmount: toNumber(recordingTax),
      jsCriteria: null,
      totalPaidByBorrower: toNumber(recordingTax),
    });

  const minRate = new MoneyDecimal(brand.helocMinRateWithNoDiscount);
  const maxRate = new MoneyDecimal(brand.helocMaxRateWithNoDiscount);
  const baseRate = minRate.plus(maxRate.minus(minRate).times(tier.rateShare)).toDecimalPlaces(RATE_PLACES);
  const monthlyIncome = new MoneyDecimal(input.annualIncome)
    .plus(input.otherIncome)
    .div(12)
    .plus(
      input.assetDepletionAmount
        ? new MoneyDecimal(input.assetDepletionAmount).div(pricing.assetDepletionMonths)
        : 0,
    );
  const allowance = monthlyIncome.times(pricing.maxDti).minus(dollars(input.monthlyDebtCents));

  let unlimitedDraw = new MoneyDecimal(0);
  let bestDraw = new MoneyDecimal(0);
  const offersByType: Record<string, TOffer[]> = {};
  for (const product of pricing.products) {
    const offers: TOffer[] = [];
    for (const term of product.terms) {
      for (const fee of pricing.originationFeeOptions) {
        const rate = MoneyDecimal.min(
          maxRate,
          MoneyDecimal.max(minRate, baseRate.plus(term.ratePoints).plus(fee.ratePoints)),
        ).toDecimalPlaces(RATE_PLACES);
        const cltvDraw = drawFromLoanAmount({
          loanAmount: maxLine,
          costs: recordingFee,
          recordingTax,
          feeRate: fee.feeRate,
          ofeeMaxThreshold: pricing.ofeeMaxThreshold,
        }).draw.floor();
        unlimitedDraw = MoneyDecimal.max(unlimitedDraw, cltvDraw);
        if (cltvDraw.lessThan(brand.helocMinLoanAmount)) continue;
        // Stated income is not verified yet: the DTI limits the draw but never below the brand's minimum, so an
        // applicant is not turned away before income verification (which decides with verified figures).
        const affordable = largestAffordableDraw({
          ceiling: cltvDraw,
          allowance,
          feeRate: fee.feeRate,
          maxFee: pricing.ofeeMaxThreshold,
          rate,
          term: term.years,
        });
        const maxDraw = MoneyDecimal.max(affordable, brand.helocMinLoanAmount);
        bestDraw = MoneyDecimal.max(bestDraw, maxDraw);
        let discounted = rate;
        const discountList = pricing.discounts.map((discount) => {
          discounted = discounted.minus(discount.ratePoints);
          return { discount: { type: discount.type }, rateWithDiscount: toNumber(discounted) };
        });
        offers.push({
          type: product.type,
          rateType: product.rateType,
          term: term.years,
          rate: toNumber(rate),
          otherRate: toNumber(discounted),
          baseRate: toNumber(baseRate),
          min: brand.helocMinLoanAmount,
          max: toNumber(maxLine),
          minDraw: brand.helocMinLoanAmount,
          maxDraw: toNumber(maxDraw),
          originationFee: Number(fee.feeRate),
          discountList,
        });
      }
    }
    if (offers.length > 0) offersByType[product.type] = offers;
  }
  const offers = Object.values(offersByType).flat();
  // Limited when even the most affordable offer cannot reach the draw the CLTV limit allows.
  const dtiLimited = bestDraw.lessThan(unlimitedDraw);
  if (offers.length === 0) return { offerSet: null, reason: 'EQUITY' };
  return {
    maxLine: toNumber(maxLine),
    offerSet: {
      offers,
      offersByType,
      costs,
      ofeeMaxThreshold: Number(pricing.ofeeMaxThreshold),
      maxDtiUnlimited: !dtiLimited,
      maxDtiUnlimitedDraw: toNumber(unlimitedDraw),
      incomeRequestRecords: [
        { methods: INCOME_VERIFICATION_METHODS, verificationMethod: 'PLAID_TRANSACTIONS' },
      ],
      minRecordingTax: toNumber(recordingTaxFor(pricing, input.propertyState, brand.helocMinLoanAmount)),
      maxRecordingTax: toNumber(recordingTax),
      decision: 'INITIAL',
      subDecision: dtiLimited ? 'UNVERIFIED_DTI_LIMITED' : 'UNVERIFIED_OFFER',
      consents: [],
      assetDepletion: {
        complete: input.assetDepletionAmount !== undefined,
        amount: input.assetDepletionAmount ?? 0,
      },
    },
  };
};
