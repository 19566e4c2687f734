import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatUsPhone, toPhoneDigits, ZPhoneNumber } from './contact.ts';
import { formatPhoneAsYouType, getPhoneMaxLength } from './phone-format.ts';

/** Ten digits as a US mobile number can have them: area code and exchange do not start with 0 or 1. */
const usNationalDigits = fc
  .tuple(
    fc.integer({ min: 2, max: 9 }),
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 2, max: 9 }),
    fc.integer({ min: 0, max: 999_999 }),
  )
  .map(([a, b, c, d]) => `${a}${String(b).padStart(2, '0')}${c}${String(d).padStart(6, '0')}`);

describe('phone formatting', () => {
  it('formats as the person types', () => {
    expect(formatPhoneAsYouType('555')).toBe('(555)');
    expect(formatPhoneAsYouType('555555')).toBe('(555) 555');
    expect(formatPhoneAsYouType('5555551234')).toBe('(555) 555-1234');
    expect(formatPhoneAsYouType('15555551234')).toBe('1 (555) 555-1234');
  });

  it('takes the input max length from the US national format', () => {
    expect(getPhoneMaxLength()).toBe(14);
    expect(getPhoneMaxLength('FR')).toBe(19);
  });

  it('keeps the digits and yields 14 accepted characters for any US number', () => {
    fc.assert(
      fc.property(usNationalDigits, (digits) => {
        const typed = formatPhoneAsYouType(digits);
        expect(toPhoneDigits(typed)).toBe(digits);
        expect(typed).toBe(formatUsPhone(digits));
        expect(typed).toHaveLength(14);
        expect(ZPhoneNumber.safeParse(typed).success).toBe(true);
      }),
    );
  });

  it('refuses any number typed with the country code 1', () => {
    fc.assert(
      fc.property(usNationalDigits, (digits) => {
        const result = ZPhoneNumber.safeParse(formatPhoneAsYouType(`1${digits}`));
        expect(result.error?.issues[0]?.message).toBe('Country code 1 is not needed');
      }),
    );
  });
});
