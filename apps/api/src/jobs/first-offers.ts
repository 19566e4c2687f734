/**
 * First pricing of the pre-qualification offers, before income is verified. Integer arithmetic
 * only: money in whole cents, rates in thousandths of a percent, so no float ever touches money.
 *
 * Rules (decision 008): the line is the lesser of the brand's maximum and the equity allowed by a
 * combined loan-to-value limit by occupancy (HOME 85 %, SECONDARY 75 %, INVESTMENT 70 %) less the
 * recorded liens, rounded down to $1,000; below the brand's minimum there is no offer. The rate is
 * the brand's lowest rate for scores 760 and up, a third of the way to its highest for 700-759,
 * two thirds for 660-699 and the highest below; longer terms add 0.250 and 0.500 points (capped at
 * the highest rate). Autopay takes 0.250 points off. The origination fee is 2.99 % of the draw.
 */
export type TFirstOffersInput = {
  homeValueCents: number;
  lienBalancesCents: readonly number[];
  occupancyType: string;
  creditScore: number;
  brand: { helocMinLoanAmount: number; helocMaxLoanAmount: number; helocMinRateWithNoDiscount: number; helocMaxRateWithNoDiscount: number };
};

export type TFirstOffer = {
  type: 'FIXED';
  term: number;
  rate: number;
  otherRate: number;
  baseRate: number;
  min: number;
  max: number;
  minDraw: number;
  maxDraw: number;
  originationFee: number;
  discountList: { discount: { type: 'AUTOPAY' }; rateWithDiscount: number }[];
};

export type TFirstOfferSet = {
  offers: TFirstOffer[];
  offersByType: Record<string, TFirstOffer[]>;
  costs: never[];
  ofeeMaxThreshold: number;
  decision: 'INITIAL';
  subDecision: 'UNVERIFIED_OFFER';
};

const CLTV_LIMIT_BASIS_POINTS: Record<string, number> = { HOME: 8500, SECONDARY: 7500, INVESTMENT: 7000 };
const ROUND_LINE_TO_CENTS = 1_000_00;
const ORIGINATION_FEE_BASIS_POINTS = 299;
const AUTOPAY_DISCOUNT_MILLI = 250;
const TERM_MARKUPS_MILLI: readonly [number, number][] = [
  [10, 0],
  [15, 250],
  [30, 500],
];

const toMilliPercent = (ratePercent: number): number => Math.round(ratePercent * 1000);
const fromMilliPercent = (milli: number): number => milli / 1000;
const centsToDollars = (cents: number): number => Math.floor(cents / 100);

const tierShareThirds = (score: number): number => (score >= 760 ? 0 : score >= 700 ? 1 : score >= 660 ? 2 : 3);

/** The most the applicant may borrow, in cents, or null when that is below the brand's minimum. */
export const computeMaxLineCents = (input: TFirstOffersInput): number | null => {
  const cltv = CLTV_LIMIT_BASIS_POINTS[input.occupancyType] ?? CLTV_LIMIT_BASIS_POINTS.INVESTMENT!;
  const liens = input.lienBalancesCents.reduce((sum, balance) => sum + balance, 0);
  const equityAllowed = Math.floor((input.homeValueCents * cltv) / 10_000) - liens;
  const capped = Math.min(equityAllowed, input.brand.helocMaxLoanAmount * 100);
  const rounded = Math.floor(capped / ROUND_LINE_TO_CENTS) * ROUND_LINE_TO_CENTS;
  return rounded >= input.brand.helocMinLoanAmount * 100 ? rounded : null;
};

export const computeFirstOffers = (input: TFirstOffersInput): TFirstOfferSet | null => {
  const maxLineCents = computeMaxLineCents(input);
  if (maxLineCents === null) return null;
  const minRate = toMilliPercent(input.brand.helocMinRateWithNoDiscount);
  const maxRate = toMilliPercent(input.brand.helocMaxRateWithNoDiscount);
  const baseRate = minRate + Math.round(((maxRate - minRate) * tierShareThirds(input.creditScore)) / 3);
  // The draw is what is left once the fee is added: draw * (1 + fee) = line.
  const maxDrawCents = Math.floor((maxLineCents * 10_000) / (10_000 + ORIGINATION_FEE_BASIS_POINTS));
  const offers = TERM_MARKUPS_MILLI.map(([term, markup]): TFirstOffer => {
    const rate = Math.min(maxRate, baseRate + markup);
    return {
      type: 'FIXED',
      term,
      rate: fromMilliPercent(rate),
      otherRate: fromMilliPercent(Math.max(minRate, rate - AUTOPAY_DISCOUNT_MILLI)),
      baseRate: fromMilliPercent(baseRate),
      min: input.brand.helocMinLoanAmount,
      max: centsToDollars(maxLineCents),
      minDraw: input.brand.helocMinLoanAmount,
      maxDraw: centsToDollars(maxDrawCents),
      originationFee: ORIGINATION_FEE_BASIS_POINTS / 10_000,
      discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: fromMilliPercent(Math.max(minRate, rate - AUTOPAY_DISCOUNT_MILLI)) }],
    };
  });
  return {
    offers,
    offersByType: { FIXED: offers },
    costs: [],
    ofeeMaxThreshold: 0,
    decision: 'INITIAL',
    subDecision: 'UNVERIFIED_OFFER',
  };
};

/** Spec 04 section 4: annual income below 20000 with no other income goes to assets pre-qualification. */
export const needsAssetsPrequal = (annualIncome: number, otherIncome: number): boolean => annualIncome < 20_000 && otherIncome <= 0;
