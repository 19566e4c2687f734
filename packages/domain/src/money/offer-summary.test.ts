import { describe, expect, it } from 'vitest';
import { amortizationSchedule } from './schedule.ts';
import { summarizeOffer } from './offer-summary.ts';
import { formatMoney, formatRate } from './round-money.ts';

describe('summarizeOffer: one path from an offer to what the summary shows', () => {
  it('$50,000 draw, 4.99 % fee, 8.25 % for 10 years', () => {
    const summary = summarizeOffer({ draw: '50000', feeRate: '0.0499', annualRatePercent: '8.25', termYears: 10 });
    expect({
      draw: formatMoney(summary.draw),
      fee: formatMoney(summary.originationFee),
      loanAmount: formatMoney(summary.loanAmount),
      payment: formatMoney(summary.monthlyPayment),
      apr: formatRate(summary.apr),
    }).toEqual({ draw: '$50,000.00', fee: '$2,495.00', loanAmount: '$52,495.00', payment: '$643.86', apr: '9.39%' });
  });

  it('shows the payment its schedule charges', () => {
    const summary = summarizeOffer({ draw: '123456.78', feeRate: '0.0299', maxFee: '3000', annualRatePercent: '9.125', termYears: 30 });
    expect(summary.originationFee.toFixed(2)).toBe('3000.00');
    const rows = amortizationSchedule({ amount: summary.loanAmount, annualRatePercent: '9.125', termYears: 30 });
    expect(rows.slice(0, -1).every((row) => row.payment.equals(summary.monthlyPayment))).toBe(true);
  });
});
