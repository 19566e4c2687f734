import { describe, expect, it } from 'vitest';
import { registrationSmsConsentTypes, showsNyFcraNotice } from './registration-flags.ts';

describe('registration flags', () => {
  it('shows the New York consumer-report notice only with the flag on and a New York property', () => {
    expect(showsNyFcraNotice({ flagOn: true, propertyState: 'NY' })).toBe(true);
    expect(showsNyFcraNotice({ flagOn: true, propertyState: 'ny ' })).toBe(true);
    expect(showsNyFcraNotice({ flagOn: false, propertyState: 'NY' })).toBe(false);
    expect(showsNyFcraNotice({ flagOn: true, propertyState: 'NJ' })).toBe(false);
    expect(showsNyFcraNotice({ flagOn: true, propertyState: undefined })).toBe(false);
  });

  it('asks for the transactional SMS consent only with its flag on', () => {
    expect(registrationSmsConsentTypes(true)).toEqual(['SMS', 'SMS_TRANSACTIONAL']);
    expect(registrationSmsConsentTypes(false)).toEqual(['SMS']);
  });
});
