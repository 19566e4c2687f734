import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal, type Decimal } from './decimal.ts';
import { parseLoanTerms, type TLoanTerms } from './loan-terms.ts';
import { monthlyPayment } from './payment.ts';
import { amortizationSchedule } from './schedule.ts';
import { loanArbitrary } from './testing/loan-arbitrary.ts';

const sum = (values: Decimal[]) => values.reduce((total, value) => total.plus(value), new MoneyDecimal(0));

/** Future value of $1 a month for n months at r: ((1 + r)^n - 1) / r, or n at rate 0. */
function annuityFactor(terms: TLoanTerms): Decimal {
  const { monthlyRate, paymentCount } = parseLoanTerms(terms);
  if (monthlyRate.isZero()) return new MoneyDecimal(paymentCount);
  return monthlyRate.plus(1).pow(paymentCount).minus(1).div(monthlyRate);
}

describe('amortizationSchedule: published rows', () => {
  it('reproduces the Federal Reserve constant-yield example, rows 1 and 2', () => {
    // https://www.federalreserve.gov/pubs/leasing/resource/different/early_exp5.htm:
    // $18,800, 48 months, 9 %, payment $467.84; interest $141.00 then $138.55; balances $18,473.16 then $18,143.87.
    const rows = amortizationSchedule({ amount: '18800', annualRatePercent: '9', termYears: 4 });
    expect(rows.slice(0, 2).map((row) => [row.payment, row.interest, row.principal, row.balance].map((value) => value.toFixed(2)))).toEqual([
      ['467.84', '141.00', '326.84', '18473.16'],
      ['467.84', '138.55', '329.29', '18143.87'],
    ]);
    expect(rows).toHaveLength(48);
  });

  it('rounds an exact half cent of interest to even (CFPB H-25(B) loan, month 1 = $523.125)', () => {
    // $162,000 x 3.875 % / 12 = 523.125: half-even gives 523.12 (the CFPB sample shows 523.13, rounding half up).
    const [first] = amortizationSchedule({ amount: '162000', annualRatePercent: '3.875', termYears: 30 });
    expect(first?.interest.toFixed(2)).toBe('523.12');
    expect(first?.payment.toFixed(2)).toBe('761.78');
  });

  it('ends a row early when the rounded-up payment clears the balance before the term ($10,000.35, 25 %, 30 years)', () => {
    // The exact payment 208.46516 rounds up to 208.47; half a cent a month compounding at 25 % clears the loan in 359 rows.
    const terms = { amount: '10000.35', annualRatePercent: '25', termYears: 30 };
    const rows = amortizationSchedule(terms);
    expect(rows).toHaveLength(359);
    expect(rows.at(-1)?.payment.toFixed(2)).toBe('4.75');
    expect(rows.at(-1)?.balance.isZero()).toBe(true);
    expect(scheduleViolations(terms, rows)).toEqual([]);
  });

  it('has no rows for a zero amount', () => {
    expect(amortizationSchedule({ amount: 0, annualRatePercent: 5, termYears: 10 })).toEqual([]);
  });
});

/**
 * Every invariant the schedule promises, as a list of broken ones (empty when all hold). Plain checks
 * rather than one expect per row keep thousands of 360-row schedules fast.
 */
function scheduleViolations(terms: TLoanTerms, rows = amortizationSchedule(terms)): string[] {
  const payment = monthlyPayment(terms);
  const { amount, paymentCount } = parseLoanTerms(terms);
  const last = rows.at(-1)!;
  const broken: string[] = [];
  const check = (holds: boolean, what: string) => {
    if (!holds) broken.push(what);
  };

  check(sum(rows.map((row) => row.principal)).equals(amount), 'principal sums to the amount');
  check(last.balance.isZero(), 'final balance is 0');
  check(rows.length <= paymentCount, 'no more rows than payments in the term');
  rows.forEach((row, index) => {
    const where = `row ${row.number}`;
    check(row.number === index + 1, `${where} numbered in order`);
    if (row !== last) check(row.payment.equals(payment), `${where} pays the shown payment`);
    if (row !== last) check(row.balance.greaterThan(0), `${where} leaves a positive balance`);
    check(!row.interest.isNegative(), `${where} interest is not negative`);
    check(row.principal.greaterThan(0), `${where} principal is positive`);
    check(row.payment.equals(row.interest.plus(row.principal)), `${where} payment = interest + principal`);
    check([row.payment, row.interest, row.principal, row.balance].every((value) => value.decimalPlaces() <= 2), `${where} whole cents`);
  });

  // Last payment bounds: above 0; at most one payment when the loan ends early; otherwise within
  // $0.01 x the annuity factor of the payment (the proof is in docs/decisions/007-money-math.md).
  check(last.payment.greaterThan(0), 'last payment above 0');
  if (rows.length < paymentCount) check(last.payment.lessThanOrEqualTo(payment), 'early last payment at most one payment');
  else check(last.payment.minus(payment).abs().lessThanOrEqualTo(annuityFactor(terms).times('0.01')), 'last payment within the bound');
  return broken;
}

describe('amortizationSchedule: properties over generated loans ($10,000-$750,000, 0-25 %, 5-30 years)', () => {
  it('pays off exactly, charges the shown payment, and bounds the last payment', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(loanArbitrary, (terms) => {
        expect(scheduleViolations(terms)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('reports a schedule that charges a cent more, or stops a row early (the checker can fail)', () => {
    const terms = { amount: '10000', annualRatePercent: '6', termYears: 5 };
    const rows = amortizationSchedule(terms);
    expect(scheduleViolations(terms, rows)).toEqual([]);
    const [first, ...rest] = rows;
    const overcharged = { ...first!, payment: first!.payment.plus('0.01'), principal: first!.principal.plus('0.01') };
    expect(scheduleViolations(terms, [overcharged, ...rest])).toContain('row 1 pays the shown payment');
    expect(scheduleViolations(terms, rows.slice(0, -1))).toEqual(expect.arrayContaining(['principal sums to the amount', 'final balance is 0']));
  });

  it('keeps the last payment within half a cent per payment of the shown payment at rate 0', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(loanArbitrary, (generated) => {
        const terms = { ...generated, annualRatePercent: '0' };
        const rows = amortizationSchedule(terms);
        const { paymentCount } = parseLoanTerms(terms);
        const difference = rows.at(-1)!.payment.minus(monthlyPayment(terms)).abs();
        expect(difference.lessThanOrEqualTo(new MoneyDecimal('0.005').times(paymentCount))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
