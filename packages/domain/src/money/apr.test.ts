import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVALID_INPUT, MoneyDecimal, type Decimal } from './decimal.ts';
import { aprFromPayments, helocDrawApr } from './apr.ts';
import { amortizationSchedule } from './schedule.ts';
import { loanArbitrary } from './testing/loan-arbitrary.ts';

const twoPlaces = (value: Decimal) => value.toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_EVEN).toFixed(2);

describe('aprFromPayments: Regulation Z, 12 CFR 1026 Appendix J, (c) examples for the actuarial method', () => {
  // https://www.consumerfinance.gov/rules-policy/regulations/1026/j/
  it('(c)(1)(i) monthly payments, regular first period: $5,000, 24 payments of $230 -> 9.69 %', () => {
    expect(twoPlaces(aprFromPayments({ amountFinanced: '5000', payments: Array(24).fill('230') }))).toBe('9.69');
  });

  it('(c)(3)(i) monthly payments, regular first period, irregular final payment: $5,000, 23 x $230 + $280 -> 10.50 %', () => {
    expect(twoPlaces(aprFromPayments({ amountFinanced: '5000', payments: [...Array(23).fill('230'), '280'] }))).toBe('10.50');
  });

  // The solver brackets the annual rate to 1e-10 as a fraction, that is 1e-8 in percent.
  it('is 0 when the payments repay exactly the amount financed', () => {
    expect(aprFromPayments({ amountFinanced: '1200', payments: Array(12).fill('100') }).abs().lessThan('1e-8')).toBe(true);
  });

  it('rejects payments that do not repay the amount financed with "Invalid input"', () => {
    expect(() => aprFromPayments({ amountFinanced: '1200', payments: Array(11).fill('100') })).toThrow(INVALID_INPUT);
    expect(() => aprFromPayments({ amountFinanced: Number.NaN, payments: ['1'] })).toThrow(INVALID_INPUT);
  });

  it('solves the equation: the payments discounted at APR / 12 are worth the amount financed', () => {
    const apr = aprFromPayments({ amountFinanced: '5000', payments: Array(24).fill('230') });
    const monthly = apr.div(1200);
    const presentValue = Array.from({ length: 24 }, (_, index) => new MoneyDecimal(230).div(monthly.plus(1).pow(index + 1))).reduce((a, b) => a.plus(b));
    expect(presentValue.minus(5000).abs().lessThan('0.00001')).toBe(true);
  });
});

describe('helocDrawApr: the fixed-rate draw with a financed origination fee', () => {
  it('$52,495 (a $50,000 draw plus a 4.99 % fee) at 8.25 % for 10 years -> 9.39 %', () => {
    expect(helocDrawApr({ amount: '52495', annualRatePercent: '8.25', termYears: 10, prepaidFinanceCharges: '2495' }).toFixed(2)).toBe('9.39');
  });

  it('equals the note rate without a fee and exceeds it with one', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(loanArbitrary, (terms) => {
        const payments = amortizationSchedule(terms).map((row) => row.payment);
        const withoutFee = aprFromPayments({ amountFinanced: terms.amount, payments });
        // Only the cent rounding of the payment and the interest moves the APR off the note rate.
        expect(withoutFee.minus(terms.annualRatePercent).abs().lessThan('0.001')).toBe(true);
        const fee = new MoneyDecimal(terms.amount).times('0.01').toDecimalPlaces(2);
        const withFee = aprFromPayments({ amountFinanced: new MoneyDecimal(terms.amount).minus(fee), payments });
        expect(withFee.greaterThan(withoutFee)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects prepaid charges that consume the whole amount with "Invalid input"', () => {
    expect(() => helocDrawApr({ amount: '1000', annualRatePercent: '5', termYears: 5, prepaidFinanceCharges: '1000' })).toThrow(INVALID_INPUT);
  });
});
