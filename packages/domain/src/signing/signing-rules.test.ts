import { describe, expect, it } from 'vitest';
import { describeSigningLocation, typedNameMatches, ZSigningLocation } from './signing-rules.ts';

describe('signing rules', () => {
  it('accepts the signer’s own name typed in any case, spacing or punctuation, and nothing else', () => {
    expect(typedNameMatches('grace  hopper', 'Grace Hopper')).toBe(true);
    expect(typedNameMatches('Zoë O’Brien-Smith', 'Zoe OBrien Smith')).toBe(true);
    expect(typedNameMatches('Grace', 'Grace Hopper')).toBe(false);
    expect(typedNameMatches('', '')).toBe(false);
  });

  it('writes a browser location or a stated state for the certificate of completion', () => {
    expect(describeSigningLocation({ kind: 'STATED', state: 'CO' })).toBe('CO (stated by the signer)');
    expect(describeSigningLocation({ kind: 'GEOLOCATION', latitude: 38.58161, longitude: -121.49441, accuracyMeters: 24.6 })).toBe(
      '38.5816, -121.4944 (browser location, within 25 m)',
    );
    expect(describeSigningLocation(null)).toBeUndefined();
    expect(ZSigningLocation.safeParse({ kind: 'STATED', state: 'Colorado' }).success).toBe(false);
  });
});
