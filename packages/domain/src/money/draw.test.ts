import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_INPUT, MoneyDecimal, type Decimal } from './decimal.ts';
import { drawFromLoanAmount, drawTotal, originationFee } from './draw.ts';
import { centsToString } from './testing/loan-arbitrary.ts';

const centsArbitrary = (max: number) => fc.integer({ min: 0, max }).map(centsToString);
/** Fee fractions 0 to 0.0499 (the disclosed maximum 4.99 %) in millionths. */
const feeRateArbitrary = fc.integer({ min: 0, max: 49_900 }).map((millionths) => new MoneyDecimal(millionths).div(1_000_000).toString());
const CENT = new MoneyDecimal('0.01');

describe('originationFee and drawTotal', () => {
  it('adds the fee to the draw', () => {
    expect(originationFee({ amount: '50000', feeRate: '0.0499' }).toFixed(2)).toBe('2495.00');
    expect(drawTotal({ amount: '50000', feeRate: '0.0499' }).toFixed(2)).toBe('52495.00');
  });

  it('caps the fee at maxFee', () => {
    expect(drawTotal({ amount: '400000', feeRate: '0.0499', maxFee: '10000' }).toFixed(2)).toBe('410000.00');
    expect(drawTotal({ amount: '100000', feeRate: '0.0499', maxFee: '10000' }).toFixed(2)).toBe('104990.00');
  });

  it('rounds the fee half-even to cents', () => {
    // 1,002.50 x 0.01 = 10.025 -> 10.02; 1,003.50 x 0.01 = 10.035 -> 10.04
    expect(originationFee({ amount: '1002.50', feeRate: '0.01' }).toFixed(2)).toBe('10.02');
    expect(originationFee({ amount: '1003.50', feeRate: '0.01' }).toFixed(2)).toBe('10.04');
  });

  it.each([
    { amount: Number.NaN, feeRate: 0.01 },
    { amount: -1, feeRate: 0.01 },
    { amount: 1000, feeRate: -0.01 },
    { amount: 1000, feeRate: Number.NaN },
    { amount: 1000, feeRate: 0.01, maxFee: -5 },
  ])('rejects %o with "Invalid input"', (input) => {
    expect(() => drawTotal(input)).toThrow(INVALID_INPUT);
  });

  it('total = amount + fee, fee within [0, maxFee] and within half a cent of amount x rate when not capped', () => {
    fc.assert(
      fc.property(centsArbitrary(100_000_000), feeRateArbitrary, fc.option(centsArbitrary(2_000_000), { nil: undefined }), (amount, feeRate, maxFee) => {
        const fee = originationFee({ amount, feeRate, maxFee });
        const total = drawTotal({ amount, feeRate, maxFee });
        expect(total.minus(amount).equals(fee)).toBe(true);
        expect(fee.isNegative()).toBe(false);
        expect(fee.decimalPlaces()).toBeLessThanOrEqual(2);
        if (maxFee !== undefined) expect(fee.lessThanOrEqualTo(maxFee)).toBe(true);
        const uncapped = new MoneyDecimal(amount).times(feeRate);
        if (maxFee === undefined || uncapped.lessThanOrEqualTo(maxFee)) expect(fee.minus(uncapped).abs().lessThanOrEqualTo('0.005')).toBe(true);
        else expect(fee.equals(maxFee)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('drawFromLoanAmount', () => {
  it('divides what remains after costs and recording tax by one plus the fee fraction', () => {
    // (100,000 - 1,200 - 300) / 1.0499 = 93,818.4589... -> 93,818.46; fee 4,681.54; total 98,500.00.
    expect(drawFromLoanAmount({ loanAmount: '100000', costs: '1200', recordingTax: '300', feeRate: '0.0499' })).toEqual({
      draw: new MoneyDecimal('93818.46'),
      originationFee: new MoneyDecimal('4681.54'),
      feeCapped: false,
    });
  });

  it('caps the fee at ofeeMaxThreshold and gives the rest to the draw', () => {
    // Uncapped fee would be 498,500 x 0.0499 / 1.0499 = 23,692.4..., above the 10,000 threshold.
    const result = drawFromLoanAmount({ loanAmount: '500000', costs: '1200', recordingTax: '300', feeRate: '0.0499', ofeeMaxThreshold: '10000' });
    expect(result.draw.toFixed(2)).toBe('488500.00');
    expect(result.originationFee.toFixed(2)).toBe('10000.00');
    expect(result.feeCapped).toBe(true);
  });

  it('moves the half-even quotient down a cent when draw + fee would exceed the loan by a cent', () => {
    // 10,000.03 / 1.0499 = 9,524.745... -> 9,524.75; its fee 9,524.75 x 0.0499 = 475.290025 -> 475.29,
    // and 9,524.75 + 475.29 = 10,000.04, a cent over the loan. One cent less fits: 9,524.74 + 475.28 = 10,000.02.
    expect(drawTotal({ amount: '9524.75', feeRate: '0.0499' }).toFixed(2)).toBe('10000.04');
    const result = drawFromLoanAmount({ loanAmount: '10000.03', costs: 0, recordingTax: 0, feeRate: '0.0499' });
    expect([result.draw.toFixed(2), result.originationFee.toFixed(2)]).toEqual(['9524.74', '475.28']);
  });

  it('rejects costs above the loan amount and NaN inputs with "Invalid input"', () => {
    expect(() => drawFromLoanAmount({ loanAmount: '1000', costs: '900', recordingTax: '200', feeRate: '0.01' })).toThrow(INVALID_INPUT);
    expect(() => drawFromLoanAmount({ loanAmount: Number.NaN, costs: 0, recordingTax: 0, feeRate: '0.01' })).toThrow(INVALID_INPUT);
  });

  it('is the largest whole-cent draw whose draw total fits in the loan after costs and tax', () => {
    fc.assert(
      fc.property(
        centsArbitrary(100_000_000),
        centsArbitrary(1_000_000),
        centsArbitrary(1_000_000),
        feeRateArbitrary,
        fc.option(centsArbitrary(3_000_000), { nil: undefined }),
        (loanAmount, costs, recordingTax, feeRate, ofeeMaxThreshold) => {
          const available = new MoneyDecimal(loanAmount).minus(costs).minus(recordingTax);
          fc.pre(!available.isNegative());
          const result = drawFromLoanAmount({ loanAmount, costs, recordingTax, feeRate, ofeeMaxThreshold });
          const totalOf = (amount: Decimal) => drawTotal({ amount, feeRate, maxFee: ofeeMaxThreshold });
          expect(result.draw.isNegative()).toBe(false);
          expect(result.draw.decimalPlaces()).toBeLessThanOrEqual(2);
          expect(result.originationFee.equals(originationFee({ amount: result.draw, feeRate, maxFee: ofeeMaxThreshold }))).toBe(true);
          expect(totalOf(result.draw).lessThanOrEqualTo(available)).toBe(true);
          expect(totalOf(result.draw.plus(CENT)).greaterThan(available)).toBe(true);
          if (result.feeCapped) {
            expect(result.originationFee.equals(ofeeMaxThreshold!)).toBe(true);
            expect(result.draw.plus(result.originationFee).equals(available)).toBe(true);
          } else {
            expect(result.draw.minus(available.div(new MoneyDecimal(feeRate).plus(1))).abs().lessThanOrEqualTo(CENT)).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
