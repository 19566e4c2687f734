import { describe, expect, it } from 'vitest';
import { isHttpLink, isUuid, toLastFourDigits } from './identifiers.ts';

describe('identifiers', () => {
  it('checks the 8-4-4-4-12 hexadecimal form', () => {
    expect(isUuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(true);
    expect(isUuid('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(true);
    expect(isUuid('3f2504e0-4f89-11d3-9a0c-0305e82c330')).toBe(false);
    expect(isUuid('3f2504e0 4f89 11d3 9a0c 0305e82c3301')).toBe(false);
    expect(isUuid('g f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(false);
  });

  it('accepts http and https links only', () => {
    expect(isHttpLink('https://example.com/terms')).toBe(true);
    expect(isHttpLink('http://example.com')).toBe(true);
    expect(isHttpLink('javascript:alert(1)')).toBe(false);
    expect(isHttpLink('ftp://example.com')).toBe(false);
    expect(isHttpLink('/terms')).toBe(false);
  });

  it('shows an account as its last 4 digits', () => {
    expect(toLastFourDigits('XXXXXX6789')).toBe('6789');
    expect(toLastFourDigits('****-1234')).toBe('1234');
    expect(toLastFourDigits('12')).toBe('12');
  });
});
