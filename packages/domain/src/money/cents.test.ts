import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './cents.ts';

describe('cents and dollars', () => {
  it('turns stored cents into the dollars the wire carries, keeping a missing amount missing', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(77_700_000)).toBe(777_000);
    expect(centsToDollars(null)).toBeNull();
  });

  it('turns dollars into whole cents, half to even', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents('0.125')).toBe(12);
    expect(dollarsToCents('0.135')).toBe(14);
    expect(dollarsToCents(97_000)).toBe(9_700_000);
  });
});
