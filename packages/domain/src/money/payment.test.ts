import { describe, expect, it } from 'vitest';
import { INVALID_INPUT } from './decimal.ts';
import { monthlyPayment } from './payment.ts';

// Worked examples published independently of this code. Each was also recomputed with the standard
// formula A r / (1 - (1 + r)^-n), r = rate / 12, before being written here.
const PUBLISHED_EXAMPLES = [
  {
    source: 'Wikipedia, "Mortgage calculator", monthly payment formula example (https://en.wikipedia.org/wiki/Mortgage_calculator)',
    amount: '200000', rate: '6.5', years: 30, payment: '1264.14',
  },
  {
    source: 'CFPB, Closing Disclosure sample H-25(B), Loan Terms (https://files.consumerfinance.gov/f/201403_cfpb_closing-disclosure_cover-H25B.pdf)',
    amount: '162000', rate: '3.875', years: 30, payment: '761.78',
  },
  {
    source: 'Chase, loan amortization education page (https://www.chase.com/personal/mortgage/education/financing-a-home/loan-amortization)',
    amount: '200000', rate: '5', years: 30, payment: '1073.64',
  },
  {
    source: 'Federal Reserve Board, constant yield (actuarial) method example (https://www.federalreserve.gov/pubs/leasing/resource/different/early_exp5.htm)',
    amount: '18800', rate: '9', years: 4, payment: '467.84',
  },
  {
    source: 'Microsoft Visual FoxPro reference, PAYMENT() example (https://learn.microsoft.com/en-us/previous-versions/visualstudio/foxpro/e9e435a5(v=vs.71))',
    amount: '100000', rate: '10.5', years: 20, payment: '998.38',
  },
  {
    source: 'UCF REE3043 real-estate exam question, $100,000 at 6 % for 30 years (https://ucf-ree3043-exam4.examzify.com/)',
    amount: '100000', rate: '6', years: 30, payment: '599.55',
  },
  {
    source: 'Worked homework solution, $150,000 for 15 years at 4.5 % (https://solvely.ai/homework/413009515)',
    amount: '150000', rate: '4.5', years: 15, payment: '1147.49',
  },
] as const;

describe('monthlyPayment: published worked examples', () => {
  it.each(PUBLISHED_EXAMPLES)('$source', ({ amount, rate, years, payment }) => {
    expect(monthlyPayment({ amount, annualRatePercent: rate, termYears: years }).toFixed(2)).toBe(payment);
  });
});

describe('monthlyPayment', () => {
  it('divides the amount evenly at rate 0, rounded half-even to cents', () => {
    expect(monthlyPayment({ amount: '12000', annualRatePercent: 0, termYears: 5 }).toFixed(2)).toBe('200.00');
    // 10000.30 / 60 = 166.671666... -> 166.67
    expect(monthlyPayment({ amount: '10000.30', annualRatePercent: 0, termYears: 5 }).toFixed(2)).toBe('166.67');
    // 100.50 / 12 = 8.375 exactly -> half-even 8.38 (7 is odd), and 100.30 / 12 = 8.358... -> 8.36
    expect(monthlyPayment({ amount: '100.50', annualRatePercent: 0, termYears: 1 }).toFixed(2)).toBe('8.38');
    expect(monthlyPayment({ amount: '101.10', annualRatePercent: 0, termYears: 1 }).toFixed(2)).toBe('8.42');
  });

  it('is zero for a zero amount', () => {
    expect(monthlyPayment({ amount: 0, annualRatePercent: 7, termYears: 30 }).toFixed(2)).toBe('0.00');
  });

  it.each([
    { amount: Number.NaN, annualRatePercent: 6, termYears: 30 },
    { amount: -1, annualRatePercent: 6, termYears: 30 },
    { amount: 1000, annualRatePercent: -0.5, termYears: 30 },
    { amount: 1000, annualRatePercent: Number.NaN, termYears: 30 },
    { amount: 1000, annualRatePercent: 6, termYears: 0 },
    { amount: 1000, annualRatePercent: 6, termYears: -5 },
    { amount: 1000, annualRatePercent: 6, termYears: 1.01 },
  ])('rejects %o with "Invalid input"', (terms) => {
    expect(() => monthlyPayment(terms)).toThrow(INVALID_INPUT);
  });
});
