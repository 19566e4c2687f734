import fc from 'fast-check';
import { MoneyDecimal } from '../decimal.ts';

/** The offer terms the product quotes: 5, 10, 15, 20 or 30 years. */
export const TERM_YEARS = [5, 10, 15, 20, 30] as const;

/** Cents as a decimal string: 1234567 -> "12345.67". */
export const centsToString = (cents: number): string => new MoneyDecimal(cents).div(100).toFixed(2);

/** Loan amounts $10,000.00 to $750,000.00 in whole cents. */
export const amountArbitrary = fc.integer({ min: 1_000_000, max: 75_000_000 }).map(centsToString);

/** Note rates 0 % to 25 % in thousandths of a percent (7.125 %), with 0 % drawn often enough to be seen. */
export const ratePercentArbitrary = fc.oneof(
  { weight: 1, arbitrary: fc.constant('0') },
  { weight: 9, arbitrary: fc.integer({ min: 0, max: 25_000 }).map((thousandths) => new MoneyDecimal(thousandths).div(1000).toString()) },
);

export const loanArbitrary = fc.record({
  amount: amountArbitrary,
  annualRatePercent: ratePercentArbitrary,
  termYears: fc.constantFrom(...TERM_YEARS),
});
