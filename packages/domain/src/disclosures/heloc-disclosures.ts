import type { TBrand } from '../brand/brand-schema.ts';
import { DISCLOSURE_FACTS as F } from './disclosure-facts.ts';

export type TDisclosureBrand = Pick<
  TBrand,
  'companyName' | 'companyProduct' | 'helocMinLoanAmount' | 'helocMaxLoanAmount' | 'helocMinRateWithNoDiscount' | 'helocMaxRateWithNoDiscount'
>;

/** One numbered footnote of the footer; `id` is stable so pages can point at it ("see note 3"). */
export type TDisclosure = { id: string; text: string };

const dollars = (amount: number): string =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 })}`;

/** Rates are written with two decimals, as the offer summary shows them: 7.5 -> "7.50%". */
const percent = (rate: number): string => `${rate.toFixed(2)}%`;

const listStates = (states: readonly string[]): string =>
  states.length <= 1 ? (states[0] ?? '') : `${states.slice(0, -1).join(', ')} and ${states[states.length - 1]}`;

export const aprRangeDisclosure = (brand: TDisclosureBrand): string =>
  `The Annual Percentage Rate (APR) for the ${brand.companyProduct} ranges from ${percent(brand.helocMinRateWithNoDiscount)} to ` +
  `${percent(brand.helocMaxRateWithNoDiscount)} before any discounts. Your APR depends on your credit profile, the combined ` +
  `loan-to-value of your home, your lien position and whether the property is your primary residence. Rates are subject to change.`;

export const loanAmountDisclosure = (brand: TDisclosureBrand): string =>
  `Lines of credit range from ${dollars(brand.helocMinLoanAmount)} to ${dollars(brand.helocMaxLoanAmount)}. The amount you ` +
  `qualify for depends on your home's value, your existing liens, your credit profile and your income.`;

export const originationFeeDisclosure = (): string =>
  `An origination fee of up to ${F.maxOriginationFeePercent}% of the initial draw amount may apply. It is deducted from the ` +
  `initial draw, and the offers you see show the fee before you choose one.`;

export const valuationDisclosure = (): string =>
  `An appraisal is required for lines of credit above ${dollars(F.appraisalRequiredAbove)}; appraisals cost ` +
  `${dollars(F.appraisalCostMin)} to ${dollars(F.appraisalCostMax)}. When an automated valuation of your home is not ` +
  `available, a valuation fee of ${dollars(F.valuationFeeWithoutAvm)} applies.`;

export const closingCostsDisclosure = (): string =>
  `Closing is completed with a remote online notary at no charge; a manual (in-person) notarization costs ` +
  `${dollars(F.manualNotarizationFee)}. County recording fees range from ${dollars(F.recordingFeeMin)} to ` +
  `${dollars(F.recordingFeeMax)} and are deducted from the initial draw.`;

export const recordingTaxDisclosure = (): string =>
  `In ${listStates(F.recordingTaxStates)}, recording or mortgage taxes of ${dollars(F.recordingTaxMin)} to ` +
  `${dollars(F.recordingTaxMaxPer100k)} per ${dollars(100_000)} of the line amount may apply and are deducted from the initial draw.`;

export const timingDisclosure = (brand: TDisclosureBrand): string =>
  `Approval in ${F.approvalMinutes} minutes and funding in ${F.fundingBusinessDays} business days are typical, not guaranteed. ` +
  `Funding is counted from the day you sign your closing documents and depends on your identity, income and property ` +
  `being verified, on the notary session and, for a primary residence, on the three-business-day right of rescission. ` +
  `${brand.companyName} may ask for more documents, which can add time.`;

/**
 * The numbered HELOC disclosures of the footer, built from the disclosure facts (spec 02 section 9) and
 * the brand's loan limits and APR range. Their order is their number.
 */
export const helocDisclosures = (brand: TDisclosureBrand): TDisclosure[] => [
  { id: 'apr', text: aprRangeDisclosure(brand) },
  { id: 'amount', text: loanAmountDisclosure(brand) },
  { id: 'origination-fee', text: originationFeeDisclosure() },
  { id: 'valuation', text: valuationDisclosure() },
  { id: 'closing-costs', text: closingCostsDisclosure() },
  { id: 'recording-tax', text: recordingTaxDisclosure() },
  { id: 'timing', text: timingDisclosure(brand) },
];
