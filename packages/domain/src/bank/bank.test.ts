import { describe, expect, it } from 'vitest';
import { autopayDiscountOf } from './autopay-discount.ts';
import { accountLast4, BANK_MESSAGES, isValidRoutingNumber, bankNameForRoutingNumber, maskedAccountLabel, ZManualBankAccount } from './index.ts';

const form = { routingNumber: '021000021', accountNumber: '123456789', confirmAccountNumber: '123456789', accountType: 'checking', ownerName: 'Ada Lovelace' };
const messages = (value: unknown) => (ZManualBankAccount.safeParse(value).error?.issues ?? []).map((issue) => issue.message);

describe('routing numbers (ABA checksum 3-7-1)', () => {
  it('accepts valid numbers and names listed banks', () => {
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(bankNameForRoutingNumber('021000021')).toBe('JPMorgan Chase Bank');
    expect(bankNameForRoutingNumber('011000015')).toBe('Federal Reserve Bank of Boston');
  });
  it('refuses a wrong check digit, wrong lengths and letters', () => {
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('02100002')).toBe(false);
    expect(isValidRoutingNumber('02100002a')).toBe(false);
    expect(messages({ ...form, routingNumber: '123456789' })).toEqual([BANK_MESSAGES.routingNumberInvalid]);
  });
});

describe('hand-entered accounts', () => {
  it('takes 4 to 17 digits typed twice', () => {
    expect(messages(form)).toEqual([]);
    expect(messages({ ...form, accountNumber: '123', confirmAccountNumber: '123' })).toEqual([BANK_MESSAGES.accountNumberInvalid]);
    expect(messages({ ...form, accountNumber: '1'.repeat(18), confirmAccountNumber: '1'.repeat(18) })).toContain(BANK_MESSAGES.accountNumberInvalid);
    expect(messages({ ...form, confirmAccountNumber: '123456780' })).toEqual([BANK_MESSAGES.accountNumbersDontMatch]);
    expect(messages({ ...form, accountType: 'brokerage' })).toEqual([BANK_MESSAGES.accountTypeRequired]);
  });
  it('shows the last 4 digits only', () => {
    expect(accountLast4('000123456789')).toBe('6789');
    expect(maskedAccountLabel({ accountType: 'savings', mask: '6789' })).toBe('Savings ending in 6789');
  });
});

describe('autopay discount', () => {
  const offer = { rate: 8.5, discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 8.25 }] };
  it('is a rate and a monthly amount', () => {
    const discount = autopayDiscountOf({ offer, amount: 50_000, termYears: 10 })!;
    expect(discount.ratePoints.toString()).toBe('0.25');
    expect(discount.monthlyPayment.toFixed(2)).toBe('619.93');
    expect(discount.monthlyPaymentWithDiscount.toFixed(2)).toBe('613.26');
    expect(discount.monthlySaving.toFixed(2)).toBe('6.67');
  });
  it('is absent without an AUTOPAY entry', () => {
    expect(autopayDiscountOf({ offer: { rate: 8.5, discountList: [] }, amount: 50_000, termYears: 10 })).toBeUndefined();
  });
});
