import { describe, expect, it } from 'vitest';
import { findSandboxProperty } from '../../src/vendors/property-records/sandbox-property-records.ts';
import type { TPropertyLookupRequest } from '../../src/vendors/property-records/property-records.ts';
import { estimateSandboxValue } from '../../src/vendors/valuation/sandbox-valuation.ts';

const request = (street1: string): TPropertyLookupRequest => ({
  street1,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  ownerFirstName: 'Ada',
  ownerLastName: 'Lovelace',
});

describe('sandbox property records', () => {
  it('finds one property owned solely by the applicant, with a first lien below the valuation', () => {
    const result = findSandboxProperty(request('12 Main St'));
    if (result.outcome !== 'FOUND') throw new Error(`expected a property, got ${result.outcome}`);
    expect(result.property.ownership).toBe('SOLE');
    expect(result.property.ownerNames).toEqual(['Ada Lovelace']);
    expect(result.property.liens).toHaveLength(1);
    const value = estimateSandboxValue(request('12 Main St'));
    if (value.outcome !== 'VALUED') throw new Error('expected a valuation');
    expect(result.property.liens[0]!.balance).toBeLessThan(value.value);
    expect(typeof result.property.inSpecialFloodHazardArea).toBe('boolean');
    expect(result.property.inDisasterArea).toBe(false);
  });

  it('finds nothing for a street starting "1 Nowhere"', () => {
    expect(findSandboxProperty(request('1 Nowhere Lane')).outcome).toBe('NOT_FOUND');
  });

  it('finds several properties for a street starting "2 Multiple"', () => {
    const result = findSandboxProperty(request('2 Multiple Ave'));
    expect(result.outcome).toBe('MULTIPLE');
    if (result.outcome === 'MULTIPLE') expect(result.candidates.length).toBeGreaterThan(1);
  });

  it('marks a disaster-area zip', () => {
    const result = findSandboxProperty({ ...request('12 Main St'), zip: '90265' });
    expect(result.outcome === 'FOUND' && result.property.inDisasterArea).toBe(true);
  });
});
