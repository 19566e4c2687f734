import { describe, expect, it } from 'vitest';
import type { TOfferCodeRecord, TReferral } from '@lintel/contract';
import { createEmptyRegisterData, LINK_PREFILL_MESSAGES } from '@lintel/domain';
import { buildCreateApplicationRequest } from '../submit/build-create-application.ts';
import { completeRegisterData } from '../submit/registration-fixtures.ts';
import { withOfferCode, withReferral } from './use-link-lookups.ts';

const referral: TReferral = {
  uuid: '9d8e7f6a-5b4c-4d3e-8f2a-1b0c9d8e7f61',
  loanOriginatorUuid: '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a61',
  firstName: 'Jordan',
  middleName: 'Avery',
  lastName: 'Ellison',
  suffix: 'JR',
  street1: '1450 Larkspur Ln',
  street2: '',
  city: 'Denver',
  state: 'CO',
  zip: '80220',
  phone: '3035550147',
  email: 'jordan.ellison@example.com',
};

const offer: TOfferCodeRecord = {
  offerCode: 'LNTL-7Q4K-2M9P',
  firstName: 'Morgan',
  lastName: 'Castillo',
  inHomeDate: '2026-01-05',
  respondByDate: '2026-12-31',
  street1: '412 Pearl St',
  street2: '',
  city: 'Boulder',
  state: 'CO',
  zip: '80302',
  expired: false,
};

describe('link lookups', () => {
  it('fills a referral into the blanks and keeps its uuid beside the referring loan officer', () => {
    const start = { ...createEmptyRegisterData(), email: 'typed@example.com', referralDetails: { referrerId: 'lo-1' } };
    const data = withReferral(start, referral);
    expect(data.name).toEqual({ firstName: 'Jordan', middleName: 'Avery', lastName: 'Ellison', suffix: 'JR' });
    expect(data.propertyAddress.street1).toBe('1450 Larkspur Ln');
    expect(data.phoneNumber).toBe('(303) 555-0147');
    expect(data.email).toBe('typed@example.com');
    expect(data.referralDetails).toEqual({ referrerId: 'lo-1', referralId: referral.uuid });
  });

  it('keeps a live offer code and fills name and address', () => {
    const { data, notice } = withOfferCode(createEmptyRegisterData(), offer);
    expect(notice).toBeNull();
    expect(data.offerCode).toEqual({ code: 'LNTL-7Q4K-2M9P', inHomeDate: '2026-01-05', respondByDate: '2026-12-31' });
    expect(data.name.lastName).toBe('Castillo');
    expect(data.propertyAddress.city).toBe('Boulder');
  });

  it('carries nothing from an expired offer code, and says so', () => {
    const start = createEmptyRegisterData();
    const { data, notice } = withOfferCode(start, { ...offer, respondByDate: '2025-06-30', expired: true });
    expect(data).toBe(start);
    expect(notice).toBe(LINK_PREFILL_MESSAGES.offerCodeExpired('2025-06-30'));
  });

  it('sends offerCode and referralId with create-application, and neither when absent', () => {
    const { data } = withOfferCode(withReferral(completeRegisterData(), referral), offer);
    const body = buildCreateApplicationRequest(data, []);
    expect(body.offerCode).toEqual({ code: 'LNTL-7Q4K-2M9P', inHomeDate: '2026-01-05', respondByDate: '2026-12-31' });
    expect(body.referralId).toBe(referral.uuid);
    // The applicant's own answers won: the complete register data already had a name and an address.
    expect(body.profileRequest.name.firstName).toBe('Ada');
    const plain = buildCreateApplicationRequest(completeRegisterData(), []);
    expect(plain.offerCode).toBeNull();
    expect(plain.referralId).toBeNull();
    expect(plain).not.toHaveProperty('marketingTools');
    expect(plain).not.toHaveProperty('abVersionsRequest');
  });
});
