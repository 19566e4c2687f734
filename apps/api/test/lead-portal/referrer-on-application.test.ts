import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THelocApplication } from '@lintel/contract';
import { bearer, buildTestApp, registerApplicant, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia } from '../application/application-fixtures.ts';
import { SAMPLE_LO_UUIDS } from '../../src/modules/lead-portal/index.ts';

// Spec 01 section 3: the application's referrer {referrerUuid, wholesaleBrokerNmls}; the broker NMLS is the referring
// loan officer's, read from the lead portal when the application is created (decision 085).
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const BASE = '/service-application/api/v1/application/heloc';

const createReferredBy = async (referrerId: string) => {
  const applicant = await registerApplicant(t.app);
  const created = await createApplicationVia(t.app, applicant.jwt, { ...createApplicationBody(), referrerId });
  const read = await t.app.inject({ method: 'GET', url: `${BASE}/${created.uuid}`, headers: bearer(applicant.jwt) });
  expect(read.statusCode, read.body).toBe(200);
  return read.json<THelocApplication>();
};

describe('the referrer on the application', () => {
  it("stores and serves the wholesale broker's NMLS of a broker's loan officer", async () => {
    const application = await createReferredBy(SAMPLE_LO_UUIDS.wholesaleBroker.toUpperCase());
    expect(application.referrer).toEqual({ referrerUuid: SAMPLE_LO_UUIDS.wholesaleBroker.toUpperCase(), wholesaleBrokerNmls: '2291408' });
  });

  it('serves null for a loan officer who is not a broker, an unknown one, and a referrer id that is not a uuid', async () => {
    expect((await createReferredBy(SAMPLE_LO_UUIDS.enforcing)).referrer).toEqual({ referrerUuid: SAMPLE_LO_UUIDS.enforcing, wholesaleBrokerNmls: null });
    const unknown = '0f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a69';
    expect((await createReferredBy(unknown)).referrer).toEqual({ referrerUuid: unknown, wholesaleBrokerNmls: null });
    expect((await createReferredBy('partner-42')).referrer).toEqual({ referrerUuid: 'partner-42', wholesaleBrokerNmls: null });
  });
});
