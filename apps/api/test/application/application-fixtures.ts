import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TOffersResponse } from '@lintel/contract';
import { bearer, registerApplicant } from '../helper.ts';
import { applications } from '../../src/modules/application/tables.ts';

const OFFERS_BASE = '/service-application/api/v1/application/heloc';

/** A real ZIP code of each state the tests use: the server refuses a ZIP that is not in the state. */
const SAMPLE_ZIP: Record<string, string> = {
  CO: '80202', TX: '78701', CA: '95814', NY: '12210', AL: '36602', ID: '83702', AK: '99950', HI: '96815', MD: '21201', FL: '33139',
};

/** A create-application body as the registration flow sends it (spec 01 section 7). */
export const createApplicationBody = (
  overrides: { lastName?: string; street1?: string; income?: number; otherIncome?: number; state?: string; firstName?: string } = {},
) => ({
  income: { incomePrimary: overrides.income ?? 120_000, incomeOther: overrides.otherIncome ?? 0 },
  profileRequest: {
    name: { firstName: overrides.firstName ?? 'Ada', middleName: null, lastName: overrides.lastName ?? 'Lovelace', suffix: null },
    email: 'ada@example.com',
  },
  propertyListedForSale: false,
  propertyRequest: {
    street1: overrides.street1 ?? '12 Main St',
    street2: null,
    city: 'Denver',
    state: overrides.state ?? 'CO',
    zip: SAMPLE_ZIP[overrides.state ?? 'CO'] ?? '80202',
    type: 'HOME',
  },
  employmentType: 'FULL_TIME',
  consentRequests: [{ type: 'TERMS', version: '1' }],
  utmParameters: { source: 'google' },
});

export const CREATE_URL = '/service-application/api/v1/application/heloc/create-application?state=CO';

export const createApplicationVia = async (app: FastifyInstance, jwt: string, body: object) => {
  const response = await app.inject({ method: 'POST', url: CREATE_URL, headers: bearer(jwt), payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ uuid: string; applicationStatus: string }>();
};

export const readStatus = async (app: FastifyInstance, jwt: string, uuid: string) => {
  const response = await app.inject({ method: 'GET', url: `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, headers: bearer(jwt) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ applicationStatus: string; status: Record<string, unknown> }>();
};

/** Polls the status call, as the web does, until the application leaves the waiting status given. */
export const waitForStatusOtherThan = async (app: FastifyInstance, jwt: string, uuid: string, waiting = 'IN_PROGRESS', timeoutMs = 25_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await readStatus(app, jwt, uuid);
    if (status.applicationStatus !== waiting) return status;
    if (Date.now() > deadline) throw new Error(`application ${uuid} still ${waiting} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * The verified offer chosen (offers-api's shortcut: an underwriter's APPROVED / VERIFIED_OFFER written directly),
 * so the application is at FINAL_OFFER, where the E-SIGN consent starts the closing package. The 10-year offer,
 * with the origination fee given or the first one offered.
 */
export const chooseVerifiedOffer = async (app: FastifyInstance, jwt: string, uuid: string, originationFeeRate?: number) => {
  await app.db.update(applications).set({ uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_OFFER' }).where(eq(applications.uuid, uuid));
  const offers = (await app.inject({ method: 'GET', url: `${OFFERS_BASE}/${uuid}/offers`, headers: bearer(jwt) })).json<TOffersResponse>();
  const offer = offers.offerSet!.offers.find((o) => o.term === 10 && (originationFeeRate === undefined || o.originationFee === originationFeeRate))!;
  const chosen = await app.inject({
    method: 'POST',
    url: `${OFFERS_BASE}/${uuid}/offers/select`,
    headers: bearer(jwt),
    payload: { type: offer.type, term: 10, originationFeeRate: offer.originationFee, drawAmount: 25_000 },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  expect(chosen.json()).toMatchObject({ applicationStatus: 'FINAL_OFFER' });
};

/** A new applicant with a pre-qualified application (OFFER_SELECTION) whose verified offer is chosen: FINAL_OFFER. */
export const applicantAtFinalOffer = async (
  app: FastifyInstance,
  options: { firstName?: string; lastName?: string; originationFeeRate?: number } = {},
) => {
  const applicant = await registerApplicant(app);
  const { uuid } = await createApplicationVia(app, applicant.jwt, createApplicationBody({ firstName: options.firstName ?? 'Grace', lastName: options.lastName ?? 'Hopper' }));
  expect((await waitForStatusOtherThan(app, applicant.jwt, uuid)).applicationStatus).toBe('OFFER_SELECTION');
  await chooseVerifiedOffer(app, applicant.jwt, uuid, options.originationFeeRate);
  return { applicant, headers: bearer(applicant.jwt), uuid };
};
