import { describe, expect, it } from 'vitest';
import { codes } from 'zipcodes';
import { findZipState } from './zip-states.ts';
import { ZIP_CODE_COUNT } from './zip-states.data.ts';


describe('findZipState', () => {
  it('agrees with the zipcodes package on every US ZIP code (regenerate the data when this fails)', () => {
    const usZips = Object.values(codes).filter((code) => /^\d{5}$/.test(code.zip) && code.country === 'US');
    expect(usZips.length).toBe(ZIP_CODE_COUNT);
    for (const code of usZips) expect(findZipState(code.zip), code.zip).toBe(code.state);
  });

  it('knows no ZIP code the package does not have', () => {
    let found = 0;
    for (let n = 0; n < 100_000; n += 1) if (findZipState(String(n).padStart(5, '0')) !== null) found += 1;
    expect(found).toBe(ZIP_CODE_COUNT);
  });

  it.each([
    ['95101', 'CA'],
    ['21201', 'MD'],
    ['78701', 'TX'],
    ['20001', 'DC'],
    ['06390', 'NY'],
  ])('%s is in %s', (zip, state) => expect(findZipState(zip)).toBe(state));

  it.each(['00000', '99999', '1234', 'abcde', ''])('%j is not a ZIP code', (zip) => expect(findZipState(zip)).toBeNull());
});
