import { describe, expect, it } from 'vitest';
import {
  fillRegisterBlanks,
  isOfferCodeRefusal,
  isOfferExpired,
  isPrescreenDirectMail,
  LINK_PREFILL_MESSAGES,
  offerTodayAt,
  prefillOfOfferCode,
  prefillOfReferral,
  toSuffix,
  ZOfferCode,
  ZOfferDate,
} from './link-prefill.ts';
import { createEmptyRegisterData } from './register-data.ts';

const referral = {
  firstName: 'Jordan',
  middleName: 'Avery',
  lastName: 'Ellison',
  suffix: 'Jr.',
  street1: '1450 Larkspur Ln',
  street2: '',
  city: 'Denver',
  state: 'co',
  zip: '80220',
  phone: '3035550147',
  email: 'jordan.ellison@example.com',
};

describe('referral and offer-code prefill', () => {
  it('fills an empty register data: name with suffix, property address, phone and email', () => {
    const data = fillRegisterBlanks(createEmptyRegisterData(), prefillOfReferral(referral));
    expect(data.name).toEqual({ firstName: 'Jordan', middleName: 'Avery', lastName: 'Ellison', suffix: 'JR' });
    expect(data.propertyAddress).toMatchObject({ street1: '1450 Larkspur Ln', city: 'Denver', state: 'CO', zip: '80220', occupancyType: 'INIT' });
    expect(data.phoneNumber).toBe('(303) 555-0147');
    expect(data.email).toBe('jordan.ellison@example.com');
    expect(data.isPrepopComplete).toBe(true);
    // The profile flags mean "on file, skip the step": a referral never sets them.
    expect(data.prefilled).toEqual(createEmptyRegisterData().prefilled);
  });

  it('never overwrites what the applicant entered, part by part', () => {
    const typed = {
      ...createEmptyRegisterData(),
      name: { firstName: 'Jo', middleName: '', lastName: '', suffix: '' as const },
      email: 'me@example.com',
    };
    const data = fillRegisterBlanks(typed, prefillOfReferral(referral));
    expect(data.name).toEqual(typed.name);
    expect(data.email).toBe('me@example.com');
    expect(data.propertyAddress.street1).toBe('1450 Larkspur Ln');
    expect(data.phoneNumber).toBe('(303) 555-0147');
  });

  it('answers the same object when nothing was blank', () => {
    const full = fillRegisterBlanks(createEmptyRegisterData(), prefillOfReferral(referral));
    expect(fillRegisterBlanks(full, prefillOfReferral({ ...referral, firstName: 'Other' }))).toBe(full);
  });

  it('fills name and address from an offer code', () => {
    const data = fillRegisterBlanks(
      createEmptyRegisterData(),
      prefillOfOfferCode({ firstName: 'Morgan', lastName: 'Castillo', street1: '2870 Bluff St', street2: '', city: 'Boulder', state: 'CO', zip: '80301' }),
    );
    expect(data.name).toEqual({ firstName: 'Morgan', middleName: '', lastName: 'Castillo', suffix: '' });
    expect(data.propertyAddress.city).toBe('Boulder');
    expect(data.email).toBe('');
  });

  it('reads suffixes as referrals spell them', () => {
    expect(toSuffix('Jr.')).toBe('JR');
    expect(toSuffix('iii')).toBe('III');
    expect(toSuffix('Esq')).toBe('');
    expect(toSuffix(null)).toBe('');
  });
});

describe('offer codes', () => {
  it('bounds the code and the dates', () => {
    expect(ZOfferCode.safeParse(' lntl-7q4k-2m9p ').data).toBe('lntl-7q4k-2m9p');
    const bad = ZOfferCode.safeParse('LNTL 7Q4K');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(LINK_PREFILL_MESSAGES.offerCodeFormat);
    expect(ZOfferCode.safeParse('A'.repeat(41)).success).toBe(false);
    expect(ZOfferDate.safeParse('2025-06-30').success).toBe(true);
    expect(ZOfferDate.safeParse('2025-13-40').success).toBe(false);
    expect(ZOfferDate.safeParse('06/30/2025').success).toBe(false);
  });

  it('expires after the respond-by date ends in Pacific time', () => {
    // 2025-07-01 05:00 UTC is still June 30 in California.
    expect(offerTodayAt(new Date('2025-07-01T05:00:00Z'))).toBe('2025-06-30');
    expect(isOfferExpired('2025-06-30', new Date('2025-07-01T05:00:00Z'))).toBe(false);
    expect(isOfferExpired('2025-06-30', new Date('2025-07-01T08:00:00Z'))).toBe(true);
    expect(isOfferExpired(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('names the expiry date in words, and knows its own refusals', () => {
    expect(LINK_PREFILL_MESSAGES.offerCodeExpired('2025-06-30')).toContain('June 30, 2025');
    expect(isOfferCodeRefusal(LINK_PREFILL_MESSAGES.offerCodeExpired('2025-06-30'))).toBe(true);
    expect(isOfferCodeRefusal(LINK_PREFILL_MESSAGES.offerCodeUnknown)).toBe(true);
    expect(isOfferCodeRefusal('Something unexpected happened')).toBe(false);
  });

  it('knows the prescreened direct-mail flow', () => {
    expect(isPrescreenDirectMail({ medium: 'referral', source: 'prescreendm' })).toBe(true);
    expect(isPrescreenDirectMail({ medium: 'Referral', source: 'PrescreenDM' })).toBe(true);
    expect(isPrescreenDirectMail({ medium: 'email', source: 'prescreendm' })).toBe(false);
    expect(isPrescreenDirectMail({})).toBe(false);
  });
});
