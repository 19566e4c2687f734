import type { TBrand } from '../brand/brand-schema.ts';
import { countWord, formatCentsAsDollars, formatWholeDollars } from '../format/us-english.ts';
import { feeCents } from '../money/fee-cents.ts';
import { DISCLOSURE_FACTS as F } from './disclosure-facts.ts';

export type TDisclosureBrand = Pick<
  TBrand,
  'companyName' | 'companyProduct' | 'helocMinLoanAmount' | 'helocMaxLoanAmount' | 'helocMinRateWithNoDiscount' | 'helocMaxRateWithNoDiscount'
>;

/** One numbered footnote of the footer; `id` is stable so pages can point at it ("see note 3"). */
export type TDisclosure = { id: string; text: string };

/** Rates are written with two decimals, as the offer summary shows them: 7.5 -> "7.50%". */
const percent = (rate: number): string => `${rate.toFixed(2)}%`;

const listStates = (states: readonly string[]): string =>
  states.length <= 1 ? (states[0] ?? '') : `${states.slice(0, -1).join(', ')} and ${states[states.length - 1]}`;

export const aprRangeDisclosure = (brand: TDisclosureBrand): string =>
  `The Annual Percentage Rate (APR) for the ${brand.companyProduct} ranges from ${percent(brand.helocMinRateWithNoDiscount)} to ` +
  `${percent(brand.helocMaxRateWithNoDiscount)} before any discounts. Your APR depends on your credit profile, the combined ` +
  `loan-to-value of your home, your lien position and whether the property is your primary residence. Rates are subject to change.`;

export const loanAmountDisclosure = (brand: TDisclosureBrand): string =>
  `Lines of credit range from ${formatWholeDollars(brand.helocMinLoanAmount)} to ${formatWholeDollars(brand.helocMaxLoanAmount)}. The amount you ` +
  `qualify for depends on your home's value, your existing liens, your credit profile and your income.`;

/** The worked example of the fee sentence: a $10,000 draw with a 2.99 % fee. */
const FEE_EXAMPLE = { drawCents: 1_000_000, feeBasisPoints: 299 } as const;

/**
 * The origination fee as the offer math treats it: added on top of the initial draw (draw total = draw +
 * fee), shown with an example computed by the draw-total rule itself, so the sentence cannot contradict the
 * offers. feeCents is that rule in integer cents (checked against the decimal drawTotal that summarizeOffer
 * uses), so the footer that shows this sentence does not load decimal.js (decision 062).
 */
export const originationFeeDisclosure = (): string => {
  const example = feeCents(FEE_EXAMPLE);
  const addedOnTop = example.drawTotalCents > FEE_EXAMPLE.drawCents;
  return (
    `An origination fee of up to ${F.maxOriginationFeePercent}% of the initial draw amount may apply. ` +
    (addedOnTop
      ? `It is added to the initial draw: for example, a ${formatWholeDollars(FEE_EXAMPLE.drawCents / 100)} draw with a ${FEE_EXAMPLE.feeBasisPoints / 100}% fee ` +
        `has a draw total of ${formatCentsAsDollars(example.drawTotalCents)}, which is what you repay. `
      : `It is deducted from the initial draw. `) +
    `The offers you see show the fee before you choose one.`
  );
};

/**
 * The valuation facts. Every brand states the appraisal threshold and its cost (spec 02 section 9); a brand
 * whose largest line is at or under the threshold adds that its lines never need one.
 */
export const valuationDisclosure = (brand: Pick<TBrand, 'helocMaxLoanAmount'>): string =>
  `An appraisal is required for lines of credit above ${formatWholeDollars(F.appraisalRequiredAbove)}; appraisals cost ` +
  `${formatWholeDollars(F.appraisalCostMin)} to ${formatWholeDollars(F.appraisalCostMax)}. ` +
  (brand.helocMaxLoanAmount <= F.appraisalRequiredAbove
    ? `Our lines of credit go up to ${formatWholeDollars(brand.helocMaxLoanAmount)}, so no appraisal is needed for them. `
    : '') +
  `When an automated valuation of your home is not available, a valuation fee of ${formatWholeDollars(F.valuationFeeWithoutAvm)} applies.`;

/** Recording costs come out of the line before the largest draw is set (drawFromLoanAmount), not out of the draw. */
export const closingCostsDisclosure = (): string =>
  `Closing is completed with a remote online notary at no charge; a manual (in-person) notarization costs ` +
  `${formatWholeDollars(F.manualNotarizationFee)}. County recording fees range from ${formatWholeDollars(F.recordingFeeMin)} to ` +
  `${formatWholeDollars(F.recordingFeeMax)}; they are paid from your line, which lowers the largest initial draw you can choose.`;

export const recordingTaxDisclosure = (): string =>
  `In ${listStates(F.recordingTaxStates)}, recording or mortgage taxes of ${formatWholeDollars(F.recordingTaxMin)} to ` +
  `${formatWholeDollars(F.recordingTaxMaxPer100k)} per ${formatWholeDollars(100_000)} of the line amount may apply; they are paid from your line ` +
  `and shown with your offer.`;

export const timingDisclosure = (brand: TDisclosureBrand): string =>
  `Funding can be in as little as ${countWord(F.fundingBusinessDays)} days. ` +
  `Approval in ${F.approvalMinutes} minutes and funding in ${F.fundingBusinessDays} business days are typical, not guaranteed. ` +
  `Funding is counted from the day you sign your closing documents and depends on your identity, income and property ` +
  `being verified, on the notary session and, for a primary residence, on the three-business-day right of rescission. ` +
  `${brand.companyName} may ask for more documents, which can add time.`;

/** Spec 02 section 9 "Limits": the eligibility note, in the spec's words. */
export const eligibilityDisclosure = (): string =>
  `A home bought, or title transferred, in the last ${F.recentPurchaseIneligibleDays} days makes the applicant ineligible ` +
  `for a HELOC or DSCR loan.`;

/**
 * The numbered HELOC disclosures of the footer, built from the disclosure facts (spec 02 section 9), the
 * brand's loan limits and APR range, and the offer math. Their order is their number.
 */
export const helocDisclosures = (brand: TDisclosureBrand): TDisclosure[] => [
  { id: 'apr', text: aprRangeDisclosure(brand) },
  { id: 'amount', text: loanAmountDisclosure(brand) },
  { id: 'origination-fee', text: originationFeeDisclosure() },
  { id: 'valuation', text: valuationDisclosure(brand) },
  { id: 'closing-costs', text: closingCostsDisclosure() },
  { id: 'recording-tax', text: recordingTaxDisclosure() },
  { id: 'timing', text: timingDisclosure(brand) },
  { id: 'eligibility', text: eligibilityDisclosure() },
];
