import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_INPUT, MoneyDecimal } from './decimal.ts';
import { drawTotal, originationFee } from './draw.ts';
import { feeCents } from './fee-cents.ts';
import { centsToString } from './testing/loan-arbitrary.ts';

const basisPointsToRate = (basisPoints: number) => new MoneyDecimal(basisPoints).div(10_000).toString();

describe('feeCents (integer cents) against the decimal drawTotal / originationFee', () => {
  it('gives the fee and draw total the decimal math gives, for every draw up to $100 million and rate up to 100 %', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (drawCents, feeBasisPoints) => {
          const input = { amount: centsToString(drawCents), feeRate: basisPointsToRate(feeBasisPoints) };
          const result = feeCents({ drawCents, feeBasisPoints });
          expect(result.feeCents).toBe(originationFee(input).times(100).toNumber());
          expect(result.drawTotalCents).toBe(drawTotal(input).times(100).toNumber());
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('rounds a fee that ends in half a cent to the even cent, as the decimal math does', () => {
    // 1,002.50 x 1 % = 10.025 -> 10.02; 1,003.50 x 1 % = 10.035 -> 10.04
    expect(feeCents({ drawCents: 100_250, feeBasisPoints: 100 })).toEqual({
      feeCents: 1_002,
      drawTotalCents: 101_252,
    });
    expect(feeCents({ drawCents: 100_350, feeBasisPoints: 100 })).toEqual({
      feeCents: 1_004,
      drawTotalCents: 101_354,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (halfCents) => {
        // draw = (2k + 1) x 50 cents at 1 %: the fee is exactly k + 0.5 cents.
        const drawCents = (2 * halfCents + 1) * 50;
        const input = { amount: centsToString(drawCents), feeRate: '0.01' };
        expect(feeCents({ drawCents, feeBasisPoints: 100 }).feeCents).toBe(
          originationFee(input).times(100).toNumber(),
        );
      }),
    );
  });

  it.each([
    { drawCents: -1, feeBasisPoints: 100 },
    { drawCents: 10.5, feeBasisPoints: 100 },
    { drawCents: 100, feeBasisPoints: Number.NaN },
    { drawCents: Number.MAX_SAFE_INTEGER, feeBasisPoints: 2 },
  ])('refuses $drawCents cents at $feeBasisPoints basis points with "Invalid input"', (input) => {
    expect(() => feeCents(input)).toThrow(INVALID_INPUT);
  });
});
