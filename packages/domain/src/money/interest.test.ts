import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_INPUT } from './decimal.ts';
import { DEFAULT_DAYS_PER_PERIOD, interestForDays, interestPerDay } from './interest.ts';
import { roundMoney } from './round-money.ts';
import { amountArbitrary, ratePercentArbitrary } from './testing/loan-arbitrary.ts';

describe('interest on a 365.25-day year', () => {
  it('uses 365.25 / 12 = 30.4375 days as the default period', () => {
    expect(DEFAULT_DAYS_PER_PERIOD.toString()).toBe('30.4375');
  });

  it('charges one day of interest on a 365.25-day year', () => {
    // 100,000 x 7.305 % / 365.25 = 20.00 exactly; on a 365-day year it would be 20.01.
    expect(interestPerDay({ balance: '100000', annualRatePercent: '7.305' }).toFixed(2)).toBe('20.00');
    // 50,000 x 8 % / 365.25 = 10.9514... -> 10.95
    expect(interestPerDay({ balance: '50000', annualRatePercent: '8' }).toFixed(2)).toBe('10.95');
  });

  it('rounds once, at the end, not day by day', () => {
    // 10 days at 10.95137 a day is 109.51, not 10 x 10.95 = 109.50.
    expect(interestForDays({ balance: '50000', annualRatePercent: '8', days: 10 }).toFixed(2)).toBe('109.51');
  });

  it('over the default period equals balance x rate / 12, rounded half-even (the schedule relies on it)', () => {
    fc.assert(
      fc.property(amountArbitrary, ratePercentArbitrary, (balance, annualRatePercent) => {
        const expected = roundMoney(roundMoney(balance).times(annualRatePercent).div(1200));
        expect(interestForDays({ balance, annualRatePercent }).equals(expected)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('is zero for zero days, zero balance or zero rate', () => {
    expect(interestForDays({ balance: '1000', annualRatePercent: '5', days: 0 }).isZero()).toBe(true);
    expect(interestForDays({ balance: '0', annualRatePercent: '5' }).isZero()).toBe(true);
    expect(interestPerDay({ balance: '1000', annualRatePercent: '0' }).isZero()).toBe(true);
  });

  it.each([
    { balance: Number.NaN, annualRatePercent: 5 },
    { balance: -1, annualRatePercent: 5 },
    { balance: 100, annualRatePercent: -5 },
  ])('rejects %o with "Invalid input"', (input) => {
    expect(() => interestPerDay(input)).toThrow(INVALID_INPUT);
  });
});
