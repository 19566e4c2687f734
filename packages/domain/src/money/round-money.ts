import { groupThousands } from '../format/us-english.ts';
import { InvalidMoneyInputError, MoneyDecimal, toDecimal, type Decimal, type TMoneyInput } from './decimal.ts';

const CENT_PLACES = 2;

/** Rounds to cents, half to even: 0.125 -> 0.12, 0.135 -> 0.14 (spec 02 section 9 "Rounding: half-even"). */
export function roundMoney(value: TMoneyInput): Decimal {
  return toDecimal(value).toDecimalPlaces(CENT_PLACES, MoneyDecimal.ROUND_HALF_EVEN);
}

function checkPrecision(precision: number): number {
  if (!Number.isInteger(precision) || precision < 0) throw new InvalidMoneyInputError();
  return precision;
}

/**
 * US money text, "$1,234.56" (negative amounts "-$1,234.56"), rounded half-even to `precision` places.
 * Rejects NaN values and negative or fractional precision with "Invalid input" (spec 03 section 9).
 */
export function formatMoney(value: TMoneyInput, { precision = CENT_PLACES }: { precision?: number } = {}): string {
  const places = checkPrecision(precision);
  const rounded = toDecimal(value).toDecimalPlaces(places, MoneyDecimal.ROUND_HALF_EVEN);
  const [whole = '0', fraction] = rounded.abs().toFixed(places).split('.');
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  return `${sign}$${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A percentage with two decimals, half-even: 7.125 -> "7.12%" (offer summary shows the rate with 2 decimals). */
export function formatRate(ratePercent: TMoneyInput): string {
  return `${toDecimal(ratePercent).toFixed(CENT_PLACES, MoneyDecimal.ROUND_HALF_EVEN)}%`;
}

/** Cents as a plain decimal string for the wire: "1264.14". */
export function toMoneyString(value: TMoneyInput): string {
  return roundMoney(value).toFixed(CENT_PLACES);
}
