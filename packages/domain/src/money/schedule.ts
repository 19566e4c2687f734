import type { Decimal } from './decimal.ts';
import { interestForDays } from './interest.ts';
import { parseLoanTerms, type TLoanTerms } from './loan-terms.ts';
import { monthlyPayment } from './payment.ts';

export type TScheduleRow = {
  /** 1-based payment number. */
  number: number;
  payment: Decimal;
  interest: Decimal;
  principal: Decimal;
  /** Balance after this payment. */
  balance: Decimal;
};

/**
 * The amortisation schedule behind an offer's monthly payment.
 *
 * Each period charges interest on the remaining balance at rate / 12 (interestForDays over the default
 * 30.4375-day period), rounded half-even to cents. Every row pays exactly monthlyPayment(terms) except the
 * last, which pays the remaining balance plus its interest, so principal sums to the amount and the final
 * balance is 0. When the payment was rounded up, the balance can be cleared before termYears x 12 rows;
 * the schedule then ends at the row whose balance plus interest is at most one payment.
 * Bounds (proved in docs/decisions/007-money-math.md): the last payment F is above 0; when the schedule is
 * shorter than the term, F <= P; otherwise |F - P| <= $0.01 x ((1 + r)^n - 1) / r (n at rate 0).
 */
export function amortizationSchedule(terms: TLoanTerms): TScheduleRow[] {
  const { amount, annualRatePercent, paymentCount } = parseLoanTerms(terms);
  const payment = monthlyPayment(terms);
  const rows: TScheduleRow[] = [];
  let balance = amount;
  for (let number = 1; number <= paymentCount && balance.greaterThan(0); number += 1) {
    const interest = interestForDays({ balance, annualRatePercent });
    const payoff = balance.plus(interest);
    const isLast = number === paymentCount || payoff.lessThanOrEqualTo(payment);
    const paid = isLast ? payoff : payment;
    const principal = paid.minus(interest);
    balance = balance.minus(principal);
    rows.push({ number, payment: paid, interest, principal, balance });
  }
  return rows;
}
