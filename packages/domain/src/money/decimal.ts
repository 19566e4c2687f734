import Decimal from 'decimal.js';
import { InvalidMoneyInputError } from './invalid-money-input.ts';

// One Decimal constructor for all money and rate arithmetic: 40 significant digits leave every
// intermediate (powers of 1 + r over 360 periods, products of cents and rates) exact or far below a
// cent, and half-even is the spec's rounding rule (spec 02 section 9, spec 03 section 9).
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

/** A money amount, rate or count as callers hold it: a decimal string, a Decimal, or a plain number at the edges. */
export type TMoneyInput = string | number | Decimal;

export { INVALID_INPUT, InvalidMoneyInputError } from './invalid-money-input.ts';

/** Parses a value into a finite MoneyDecimal; anything else raises "Invalid input". */
export function toDecimal(value: TMoneyInput): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new InvalidMoneyInputError();
  if (typeof value === 'string' && value.trim() !== value) throw new InvalidMoneyInputError();
  let parsed: Decimal;
  try {
    parsed = new MoneyDecimal(value);
  } catch {
    throw new InvalidMoneyInputError();
  }
  if (!parsed.isFinite()) throw new InvalidMoneyInputError();
  return parsed;
}

/** Parses a value that must be zero or more (amounts, rates, fees, days). */
export function toNonNegativeDecimal(value: TMoneyInput): Decimal {
  const parsed = toDecimal(value);
  if (parsed.isNegative() && !parsed.isZero()) throw new InvalidMoneyInputError();
  return parsed.abs();
}

export type { Decimal };
