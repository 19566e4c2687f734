import { InvalidMoneyInputError, MoneyDecimal, toNonNegativeDecimal, type Decimal, type TMoneyInput } from './decimal.ts';
import { parseLoanTerms, type TLoanTerms } from './loan-terms.ts';
import { amortizationSchedule } from './schedule.ts';

/** Bisection stops when the bracket on the annual rate (as a fraction) is narrower than this. */
export const APR_TOLERANCE = new MoneyDecimal('1e-10');

const UNIT_PERIODS_PER_YEAR = 12;

type TPaymentRun = { amount: Decimal; count: number };

function toRuns(payments: readonly Decimal[]): TPaymentRun[] {
  const runs: TPaymentRun[] = [];
  for (const amount of payments) {
    const last = runs.at(-1);
    if (last && last.amount.equals(amount)) last.count += 1;
    else runs.push({ amount, count: 1 });
  }
  return runs;
}

/** Present value at monthly rate i of payments due at the end of months 1, 2, ... (runs summed as geometric series). */
function presentValue(runs: readonly TPaymentRun[], rate: Decimal): Decimal {
  let value = new MoneyDecimal(0);
  let periodsBefore = 0;
  const growth = rate.plus(1);
  for (const { amount, count } of runs) {
    const sum = rate.isZero()
      ? new MoneyDecimal(count)
      : growth.pow(-periodsBefore).times(growth.pow(-count).negated().plus(1)).div(rate);
    value = value.plus(amount.times(sum));
    periodsBefore += count;
  }
  return value;
}

/**
 * Regulation Z Appendix J actuarial APR for a single advance with monthly payments and a regular first
 * period: the monthly rate i solving amountFinanced = sum of payment_k / (1 + i)^k, times 12, in percent.
 * Solved by bisection in 40-digit decimals until the annual rate is bracketed to APR_TOLERANCE; unrounded.
 * Raises "Invalid input" when the payments sum to less than the amount financed (no non-negative rate).
 */
export function aprFromPayments({ amountFinanced, payments }: { amountFinanced: TMoneyInput; payments: readonly TMoneyInput[] }): Decimal {
  const financed = toNonNegativeDecimal(amountFinanced);
  const runs = toRuns(payments.map(toNonNegativeDecimal));
  const zero = new MoneyDecimal(0);
  if (financed.isZero() || presentValue(runs, zero).lessThan(financed)) throw new InvalidMoneyInputError();

  // Present value falls as the rate rises: widen the top of the bracket until it is below the amount financed.
  let low = zero;
  let high = new MoneyDecimal('0.01');
  while (presentValue(runs, high).greaterThan(financed)) {
    low = high;
    high = high.times(2);
  }
  const tolerance = APR_TOLERANCE.div(UNIT_PERIODS_PER_YEAR);
  while (high.minus(low).greaterThan(tolerance)) {
    const middle = low.plus(high).div(2);
    if (presentValue(runs, middle).greaterThan(financed)) low = middle;
    else high = middle;
  }
  return low.plus(high).div(2).times(UNIT_PERIODS_PER_YEAR).times(100);
}

/**
 * APR of a fixed-rate HELOC draw whose origination fee is financed: the borrower repays the schedule of
 * `amount` (draw + fee) at the note rate, and receives amount - prepaidFinanceCharges. Rounded half-even to
 * two decimals, as disclosed (format with formatRate).
 */
export function helocDrawApr({ prepaidFinanceCharges, ...terms }: TLoanTerms & { prepaidFinanceCharges: TMoneyInput }): Decimal {
  const { amount } = parseLoanTerms(terms);
  const payments = amortizationSchedule(terms).map((row) => row.payment);
  const amountFinanced = amount.minus(toNonNegativeDecimal(prepaidFinanceCharges));
  if (!amountFinanced.greaterThan(0)) throw new InvalidMoneyInputError();
  return aprFromPayments({ amountFinanced, payments }).toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_EVEN);
}
