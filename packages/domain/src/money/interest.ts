import { MoneyDecimal, toNonNegativeDecimal, type Decimal, type TMoneyInput } from './decimal.ts';
import { roundMoney } from './round-money.ts';

/** Interest accrues over a 365.25-day year (spec 02 section 9, spec 03 section 9). */
export const DAYS_PER_YEAR = new MoneyDecimal('365.25');

/** One monthly period is 365.25 / 12 = 30.4375 days, so a period's interest is exactly balance x rate / 12. */
export const DEFAULT_DAYS_PER_PERIOD = DAYS_PER_YEAR.div(12);

export type TInterestInput = { balance: TMoneyInput; annualRatePercent: TMoneyInput };

/**
 * Interest on `balance` for `days` days, rounded half-even to cents once, at the end. The whole product is
 * divided in one step so that a result that is exactly a half cent (for example 523.125) is seen as such.
 */
export function interestForDays({
  balance,
  annualRatePercent,
  days = DEFAULT_DAYS_PER_PERIOD,
}: TInterestInput & { days?: TMoneyInput }): Decimal {
  const numerator = toNonNegativeDecimal(balance).times(toNonNegativeDecimal(annualRatePercent)).times(toNonNegativeDecimal(days));
  return roundMoney(numerator.div(DAYS_PER_YEAR.times(100)));
}

/** Interest for one day on a 365.25-day year, in cents. */
export function interestPerDay(input: TInterestInput): Decimal {
  return interestForDays({ ...input, days: 1 });
}
