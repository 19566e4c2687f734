import { describe, expect, it } from 'vitest';
import { findWaitlistDestination, shouldWaitlist } from './waitlist.ts';
import { findReferralLicensingBlock } from './referral.ts';

const base = { state: 'CA', zip: '94105', eligibleStates: ['CA', 'TX'], ineligibleZips: ['90001'] };

describe('waitlist rule', () => {
  it('lets an eligible state and zip through', () => {
    expect(shouldWaitlist(base)).toBe(false);
    expect(shouldWaitlist({ ...base, state: 'ca', utmSource: 'google' })).toBe(false);
  });

  it('waitlists a state outside the eligible list, an ineligible zip, or a cloc lead', () => {
    expect(shouldWaitlist({ ...base, state: 'NY' })).toBe(true);
    expect(shouldWaitlist({ ...base, zip: '90001' })).toBe(true);
    expect(shouldWaitlist({ ...base, utmSource: 'cloc' })).toBe(true);
    expect(shouldWaitlist({ ...base, eligibleStates: [] })).toBe(true);
  });

  it('sends the main brand to its marketing waitlist', () => {
    expect(findWaitlistDestination({ isMainBrand: true })).toBe('/marketing-waitlist');
    expect(findWaitlistDestination({ isMainBrand: false })).toBe('/waitlist');
  });
});

describe('referral licensed states', () => {
  it('blocks only when the loan officer enforces licensing and the state is missing', () => {
    const referral = { licensedStates: ['CA', 'TX'], propertyState: 'tx' };
    expect(findReferralLicensingBlock({ ...referral, enforceLicensedStatesForReferral: true })).toBeNull();
    expect(
      findReferralLicensingBlock({
        ...referral,
        propertyState: 'NV',
        enforceLicensedStatesForReferral: false,
      }),
    ).toBeNull();
    expect(
      findReferralLicensingBlock({
        ...referral,
        propertyState: 'NV',
        enforceLicensedStatesForReferral: true,
      }),
    ).toMatch(/^We are unable to process your application at this time\./);
  });
});
