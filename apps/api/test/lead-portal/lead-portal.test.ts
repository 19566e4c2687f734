import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TTestApp } from '../helper.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ENFORCING = '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a61';
const WHOLESALE = '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a63';
const REFERRAL = '9d8e7f6a-5b4c-4d3e-8f2a-1b0c9d8e7f61';
const get = (url: string, org = 'LINTEL') => t.app.inject({ method: 'GET', url, headers: json({ 'x-org': org }) });

describe('loan originators', () => {
  it('answers the seeded originator with display info and licensing', async () => {
    const res = await get(`/service-lead-portal/api/lo/${ENFORCING}?organization=LINTEL`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      userInfo: { uuid: ENFORCING, firstName: 'Dana', lastName: 'Whitfield', nmls: '1839204', wholesaleBrokerNmls: null },
      originatorDisplayInfo: { originatorName: 'Dana Whitfield', brokerName: null, avatarUri: null, email: 'dana.whitfield@example.com', phoneNumber: '3035550182', nmls: '1839204' },
      licensedStates: ['AZ', 'CA', 'CO', 'NV', 'OR', 'TX', 'WA'],
      enforceLicensedStatesForReferral: true,
    });
  });

  it('answers licensed states, and the wholesale broker its broker NMLS', async () => {
    const states = await get(`/service-lead-portal/api/lo/${WHOLESALE}/licensed-states?organization=HARBOR_CU`, 'HARBOR_CU');
    expect(states.json()).toEqual({ licensedStates: ['FL', 'GA', 'NC', 'SC', 'TX'], enforceLicensedStatesForReferral: true });
    const broker = await get(`/service-lead-portal/api/lo/${WHOLESALE}`);
    expect(broker.json().userInfo.wholesaleBrokerNmls).toBe('2291408');
    expect(broker.json().originatorDisplayInfo.brokerName).toBe('Summit Ridge Mortgage Brokers');
  });

  it('answers 400 for a malformed id and 404 for an unknown one or another organisation', async () => {
    const malformed = await get('/service-lead-portal/api/lo/not-a-uuid?organization=LINTEL');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual(['The loan originator id is not a valid uuid']);
    expect((await get('/service-lead-portal/api/lo/00000000-0000-4000-8000-000000000000/licensed-states')).statusCode).toBe(404);
    expect((await get(`/service-lead-portal/api/lo/${ENFORCING}?organization=HARBOR_CU`)).statusCode).toBe(404);
  });
});

describe('referrals', () => {
  it('answers the seeded referral', async () => {
    const res = await get(`/service-lead-portal/api/referrals/${REFERRAL}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: REFERRAL,
      loanOriginatorUuid: ENFORCING,
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
    });
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await get('/service-lead-portal/api/referrals/12345')).json().errors).toEqual(['The referral id is not a valid uuid']);
    expect((await get('/service-lead-portal/api/referrals/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
