import { InvalidMoneyInputError } from './invalid-money-input.ts';

// The draw total of draw.ts (draw + origination fee, the fee rounded half-even to cents) in whole cents and
// basis points, with plain integer arithmetic: for a browser bundle that states the rule in a sentence (the
// footer's origination-fee disclosure) without loading decimal.js (decision 062). Same rule, no second one:
// fee-cents.test.ts checks it against drawTotal / originationFee over the whole input range.

export type TFeeCentsInput = {
  /** The draw in whole cents. */
  drawCents: number;
  /** The origination fee rate in basis points (hundredths of a percent): 2.99 % is 299. */
  feeBasisPoints: number;
};

export type TFeeCents = { feeCents: number; drawTotalCents: number };

const BASIS_POINTS_PER_ONE = 10_000;

/** n / d rounded half to even, for whole n >= 0 and d > 0 (both exact in a double). */
const divideHalfEven = (n: number, d: number): number => {
  const quotient = Math.floor(n / d);
  const twiceRest = 2 * (n - quotient * d);
  if (twiceRest > d || (twiceRest === d && quotient % 2 === 1)) return quotient + 1;
  return quotient;
};

const isWholeAtLeastZero = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * draw x rate rounded half-even to cents, and draw + that fee (spec 02 section 9 "Draw total"), exactly, as long
 * as draw x rate in cent-basis-points stays a safe integer (a draw of up to $900 billion at 100 %); anything
 * else raises "Invalid input" like the decimal functions.
 */
export function feeCents({ drawCents, feeBasisPoints }: TFeeCentsInput): TFeeCents {
  const product = drawCents * feeBasisPoints;
  if (!isWholeAtLeastZero(drawCents) || !isWholeAtLeastZero(feeBasisPoints) || !Number.isSafeInteger(product))
    throw new InvalidMoneyInputError();
  const fee = divideHalfEven(product, BASIS_POINTS_PER_ONE);
  return { feeCents: fee, drawTotalCents: drawCents + fee };
}
