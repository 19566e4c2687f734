import type { Decimal } from './decimal.ts';
import { parseLoanTerms, type TLoanTerms } from './loan-terms.ts';
import { roundMoney } from './round-money.ts';

/** The level payment before rounding: A r / (1 - (1 + r)^-n), or A / n at rate 0. */
export function unroundedMonthlyPayment(terms: TLoanTerms): Decimal {
  const { amount, monthlyRate, paymentCount } = parseLoanTerms(terms);
  if (monthlyRate.isZero()) return amount.div(paymentCount);
  const discount = monthlyRate.plus(1).pow(-paymentCount);
  return amount.times(monthlyRate).div(discount.negated().plus(1));
}

/**
 * The monthly payment shown on an offer: standard amortisation of `amount` over termYears x 12 months
 * at annualRatePercent / 12 per month, rounded half-even to cents. The schedule charges exactly this.
 */
export function monthlyPayment(terms: TLoanTerms): Decimal {
  return roundMoney(unroundedMonthlyPayment(terms));
}
