import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_INPUT, MoneyDecimal } from './decimal.ts';
import { payoffAmount } from './payoff.ts';
import { preferredDraw, sliderBounds } from './slider.ts';
import { centsToString } from './testing/loan-arbitrary.ts';

const asStrings = ({ min, max, feasible }: ReturnType<typeof sliderBounds>) => ({ min: min.toString(), max: max.toString(), feasible });

describe('sliderBounds', () => {
  it('rounds the minimum up and the maximum down to whole dollars', () => {
    expect(asStrings(sliderBounds({ minDraw: '25000.40', maxDraw: '187654.99', preference: 'MAXIMIZE' }))).toEqual({ min: '25001', max: '187654', feasible: true });
  });

  it('rounds to the step when one is given', () => {
    expect(asStrings(sliderBounds({ minDraw: '25000.40', maxDraw: '187654.99', preference: 'MAXIMIZE', step: 1000 }))).toEqual({ min: '26000', max: '187000', feasible: true });
  });

  it('PRESERVE: the payoff is drawn on top of the cash, so the cash slider ends at maxDraw - payoff', () => {
    expect(asStrings(sliderBounds({ minDraw: 25000, maxDraw: 200000, payoffAmount: '12000.50', preference: 'PRESERVE' }))).toEqual({ min: '13000', max: '187999', feasible: true });
    // A payoff above the minimum draw lets the borrower keep no cash at all.
    expect(asStrings(sliderBounds({ minDraw: 25000, maxDraw: 200000, payoffAmount: 30000, preference: 'PRESERVE' }))).toEqual({ min: '0', max: '170000', feasible: true });
  });

  it('DEDUCT: the payoff comes out of the selected draw, so the slider starts at the payoff', () => {
    expect(asStrings(sliderBounds({ minDraw: 25000, maxDraw: 200000, payoffAmount: '40000.01', preference: 'DEDUCT' }))).toEqual({ min: '40001', max: '200000', feasible: true });
    expect(asStrings(sliderBounds({ minDraw: 25000, maxDraw: 200000, payoffAmount: 1000, preference: 'DEDUCT' }))).toEqual({ min: '25000', max: '200000', feasible: true });
  });

  it('MAXIMIZE ignores the payoff', () => {
    expect(asStrings(sliderBounds({ minDraw: 25000, maxDraw: 200000, payoffAmount: 50000, preference: 'MAXIMIZE' }))).toEqual({ min: '25000', max: '200000', feasible: true });
  });

  it('is not feasible when the payoff exceeds what the line can draw', () => {
    expect(sliderBounds({ minDraw: 25000, maxDraw: 30000, payoffAmount: 31000, preference: 'PRESERVE' }).feasible).toBe(false);
    expect(sliderBounds({ minDraw: 25000, maxDraw: 30000, payoffAmount: 31000, preference: 'DEDUCT' }).feasible).toBe(false);
    expect(sliderBounds({ minDraw: '100.20', maxDraw: '100.80', preference: 'MAXIMIZE' }).feasible).toBe(false);
  });

  it('rejects NaN, negative amounts and a zero step with "Invalid input"', () => {
    expect(() => sliderBounds({ minDraw: Number.NaN, maxDraw: 1, preference: 'DEDUCT' })).toThrow(INVALID_INPUT);
    expect(() => sliderBounds({ minDraw: 1, maxDraw: 10, payoffAmount: -1, preference: 'DEDUCT' })).toThrow(INVALID_INPUT);
    expect(() => sliderBounds({ minDraw: 1, maxDraw: 10, preference: 'DEDUCT', step: 0 })).toThrow(INVALID_INPUT);
  });

  it('keeps min <= max on step multiples inside the adjusted range whenever one fits', () => {
    const cents = (max: number) => fc.integer({ min: 0, max }).map(centsToString);
    fc.assert(
      fc.property(
        cents(50_000_000),
        cents(100_000_000),
        cents(30_000_000),
        fc.constantFrom('PRESERVE', 'DEDUCT', 'MAXIMIZE' as const),
        fc.constantFrom(1, 50, 100, 1000),
        (minDraw, maxDraw, payoff, preference, step) => {
          const { min, max, feasible } = sliderBounds({ minDraw, maxDraw, payoffAmount: payoff, preference, step });
          const zero = new MoneyDecimal(0);
          const [from, to] =
            preference === 'PRESERVE'
              ? [MoneyDecimal.max(new MoneyDecimal(minDraw).minus(payoff), zero), new MoneyDecimal(maxDraw).minus(payoff)]
              : preference === 'DEDUCT'
                ? [MoneyDecimal.max(minDraw, payoff), new MoneyDecimal(maxDraw)]
                : [new MoneyDecimal(minDraw), new MoneyDecimal(maxDraw)];
          expect(min.mod(step).isZero() && max.mod(step).isZero()).toBe(true);
          expect(min.greaterThanOrEqualTo(from) && min.minus(from).lessThan(step)).toBe(true);
          expect(max.lessThanOrEqualTo(to) && to.minus(max).lessThan(step)).toBe(true);
          // Feasible exactly when some step multiple lies in [from, to]; then min <= max.
          const someStepFits = from.div(step).ceil().lessThanOrEqualTo(to.div(step).floor());
          expect(feasible).toBe(someStepFits);
          if (feasible) expect(min.lessThanOrEqualTo(max)).toBe(true);
          if (feasible && preference === 'PRESERVE') expect(max.plus(payoff).lessThanOrEqualTo(maxDraw)).toBe(true);
          if (feasible && preference === 'DEDUCT') expect(min.greaterThanOrEqualTo(payoff)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('preferredDraw', () => {
  const base = { liabilities: '15000', selectedDraw: '50000', maxDraw: '60000' };

  it('PRESERVE = liabilities + selected draw, capped at the maximum', () => {
    expect(preferredDraw({ ...base, preference: 'PRESERVE' }).toString()).toBe('60000');
    expect(preferredDraw({ ...base, selectedDraw: '40000', preference: 'PRESERVE' }).toString()).toBe('55000');
  });

  it('DEDUCT = the selected draw', () => {
    expect(preferredDraw({ ...base, preference: 'DEDUCT' }).toString()).toBe('50000');
  });

  it('MAXIMIZE = the maximum draw', () => {
    expect(preferredDraw({ ...base, preference: 'MAXIMIZE' }).toString()).toBe('60000');
  });
});

describe('payoffAmount', () => {
  it('sums only the liabilities marked for payoff', () => {
    const liabilities = [
      { monetaryBalance: '12000.50', payOff: { status: 'MARKED_FOR_PAYOFF' } },
      { monetaryBalance: 3000, payOff: { status: 'NOT_MARKED' } },
      { monetaryBalance: '499.50', payOff: { status: 'MARKED_FOR_PAYOFF' } },
      { monetaryBalance: 800 },
      { payOff: { status: 'MARKED_FOR_PAYOFF' } },
    ];
    expect(payoffAmount({ liabilities }).toFixed(2)).toBe('12500.00');
    expect(payoffAmount({ liabilities: [] }).toFixed(2)).toBe('0.00');
  });
});
