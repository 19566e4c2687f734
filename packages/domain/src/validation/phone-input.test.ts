import { describe, expect, it } from 'vitest';
import { formatPhoneInput } from './phone-format.ts';
import { findPhoneProblem, toPhoneDigits } from './contact.ts';

/** Types a value one character at a time, as the field reformats after each. */
const typeInto = (text: string) => [...text].reduce((shown, char) => formatPhoneInput(shown + char), '');

describe('formatPhoneInput', () => {
  it('formats a typed national number', () => expect(typeInto('4105550123')).toBe('(410) 555-0123'));

  it('keeps every digit of a typed leading 1, for the country-code message', () => {
    const shown = typeInto('14105550123');
    expect(toPhoneDigits(shown)).toBe('14105550123');
    expect(findPhoneProblem(shown)).toBe('Country code 1 is not needed');
  });

  it('understands a pasted international US number', () => {
    expect(formatPhoneInput('+1 410-555-0123')).toBe('(410) 555-0123');
    expect(findPhoneProblem(formatPhoneInput('+1 410-555-0123'))).toBeNull();
  });

  it('keeps digits beyond a national number, which the rule then refuses', () => {
    const shown = typeInto('41055501234');
    expect(toPhoneDigits(shown)).toBe('41055501234');
    expect(findPhoneProblem(shown)).toBe('Please enter a valid phone number');
  });
});
