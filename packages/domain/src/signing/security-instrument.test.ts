import { describe, expect, it } from 'vitest';
import { US_STATE_ABBREVS } from '../brand/us-states.ts';
import { SECURITY_INSTRUMENT_BY_STATE, SECURITY_INSTRUMENT_KINDS, securityInstrumentOf, securityInstrumentWordsOf } from './security-instrument.ts';

describe('the security instrument by state (decision 090)', () => {
  it('Florida and New York properties get a mortgage: mortgagor and mortgagee, no trustee', () => {
    for (const state of ['FL', 'NY']) {
      expect(securityInstrumentOf(state)).toBe('MORTGAGE');
      expect(securityInstrumentWordsOf(state)).toMatchObject({ title: 'Mortgage', fileName: 'mortgage.pdf', ownerRole: 'Mortgagor', lenderRole: 'Mortgagee', trusteeRole: null });
    }
  });

  it('Colorado and California properties get a deed of trust: grantor, trustee, beneficiary', () => {
    for (const state of ['CO', 'ca ']) {
      expect(securityInstrumentOf(state)).toBe('DEED_OF_TRUST');
      expect(securityInstrumentWordsOf(state)).toMatchObject({ title: 'Deed of Trust', fileName: 'deed-of-trust.pdf', ownerRole: 'Grantor', lenderRole: 'Beneficiary', trusteeRole: 'Trustee' });
    }
  });

  it('Georgia uses its security deed; Maryland, which permits both, its customary deed of trust', () => {
    expect(securityInstrumentWordsOf('GA')).toMatchObject({ title: 'Security Deed', ownerRole: 'Grantor', lenderRole: 'Grantee', trusteeRole: null });
    expect(securityInstrumentOf('MD')).toBe('DEED_OF_TRUST');
  });

  it('covers every licensable state and DC with a known instrument, and nothing else', () => {
    expect(Object.keys(SECURITY_INSTRUMENT_BY_STATE).sort()).toEqual([...US_STATE_ABBREVS].sort());
    for (const kind of Object.values(SECURITY_INSTRUMENT_BY_STATE)) expect(SECURITY_INSTRUMENT_KINDS).toContain(kind);
  });

  it('a place outside the table (a territory, a typo) gets a mortgage, never a throw', () => {
    expect(securityInstrumentOf('PR')).toBe('MORTGAGE');
    expect(securityInstrumentOf('')).toBe('MORTGAGE');
    expect(securityInstrumentOf('__proto__')).toBe('MORTGAGE');
  });
});
