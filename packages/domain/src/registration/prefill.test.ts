import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';
import {
  applyRegisterPrefill,
  decodeRegisterPrefill,
  encodeRegisterPrefill,
  findEncodedPrefill,
  type TRegisterPrefill,
} from './prefill.ts';
import { createEmptyRegisterData } from './register-data.ts';

describe('prefill parameter', () => {
  it('reads userData, or a state parameter longer than a state code', () => {
    expect(findEncodedPrefill({ state: 'CA' })).toBeNull();
    expect(findEncodedPrefill({ state: 'eyJ6aXAiOiI5NDEwNSJ9' })).toBe('eyJ6aXAiOiI5NDEwNSJ9');
    expect(findEncodedPrefill({ state: 'CA', userData: 'abc' })).toBe('abc');
    expect(findEncodedPrefill({})).toBeNull();
  });

  it('round-trips any text through base64url', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const encoded = encodeBase64Url(text);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeBase64Url(encoded)).toBe(text);
      }),
    );
  });

  it('round-trips a prefill record and fills the register data with it', () => {
    const prefill: TRegisterPrefill = {
      firstName: 'José',
      lastName: 'Núñez',
      zip: '94105',
      state: 'CA',
      income: 85000,
    };
    const decoded = decodeRegisterPrefill(encodeRegisterPrefill(prefill));
    expect(decoded).toEqual(prefill);
    const data = applyRegisterPrefill(createEmptyRegisterData(), decoded ?? {});
    expect(data.name.firstName).toBe('José');
    expect(data.propertyAddress).toMatchObject({
      zip: '94105',
      state: 'CA',
      street1: '',
      occupancyType: 'INIT',
    });
    expect(data.income.income).toBe(85000);
  });

  it('ignores a broken or oversized parameter', () => {
    expect(decodeRegisterPrefill('not base64!')).toBeNull();
    expect(decodeRegisterPrefill(encodeBase64Url('[1,2]'))).toBeNull();
    expect(decodeRegisterPrefill(encodeBase64Url('{"occupancyType":"INIT"}'))).toBeNull();
    expect(decodeRegisterPrefill('A'.repeat(5000))).toBeNull();
  });
});
