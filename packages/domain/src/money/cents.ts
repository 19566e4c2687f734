import { MoneyDecimal, toDecimal, type TMoneyInput } from './decimal.ts';

/**
 * Whole cents (how the server stores money) to dollars (how the wire and the screens carry it), through
 * decimal arithmetic so 1999 cents is exactly the 19.99 a person would type. A missing amount stays missing.
 */
export function centsToDollars(cents: number): number;
export function centsToDollars(cents: number | null): number | null;
export function centsToDollars(cents: number | null): number | null {
  return cents === null ? null : toDecimal(cents).div(100).toNumber();
}

/** Dollars to whole cents for storage, rounded half-even (spec 02 section 9 "Rounding: half-even"). */
export function dollarsToCents(dollars: TMoneyInput): number {
  return toDecimal(dollars).times(100).toDecimalPlaces(0, MoneyDecimal.ROUND_HALF_EVEN).toNumber();
}
