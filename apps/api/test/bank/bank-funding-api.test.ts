import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBankState, TFundingState, THelocApplication, TOffersResponse } from '@lintel/contract';
import { BANK_MESSAGES } from '@lintel/domain';
import { bearer, buildTestApp, createAgent, json, readMailbox, registerApplicant, STRONG_PASSWORD, uniqueEmail, waitFor, type TTestApp } from '../helper.ts';
import { createApplicationBody } from '../application/application-fixtures.ts';

let t: TTestApp;
let admin: { jwt: string };
beforeAll(async () => {
  t = await buildTestApp({ fundingCheckEverySeconds: 1, captureLogs: true });
  admin = await createAgent(t.app, { admin: true });
});
afterAll(async () => t?.close());

const BASE = '/service-application/api/v1/application/heloc';
const bank = (uuid: string) => `/service-bank/api/v1/applications/${uuid}/bank`;
const funding = (uuid: string) => `/service-funding/api/v1/applications/${uuid}/funding`;
const TYPED_NUMBER = '48213377905511';
const bodies: string[] = [];

const readStatus = async (jwt: string, uuid: string, orgCode = 'LINTEL') => {
  const response = await t.app.inject({ method: 'GET', url: `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, headers: bearer(jwt, { 'x-org': orgCode }) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ applicationStatus: string }>().applicationStatus;
};

/** An applicant who chose an offer, moved by an admin into `status` (the steps before are other modules'). */
const applicationIn = async (status: string, orgCode = 'LINTEL') => {
  const applicant = await registerApplicant(t.app, { orgCode });
  const headers = bearer(applicant.jwt, { 'x-org': orgCode });
  const created = await t.app.inject({ method: 'POST', url: `${BASE}/create-application?state=CO`, headers, payload: createApplicationBody() });
  expect(created.statusCode, created.body).toBe(200);
  const { uuid } = created.json<{ uuid: string }>();
  await waitForStatus(applicant.jwt, uuid, 'OFFER_SELECTION', orgCode);
  const offers = (await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}/offers`, headers })).json<TOffersResponse>();
  const offer = offers.offerSet!.offers.find((o) => o.term === 10) ?? offers.offerSet!.offers[0]!;
  const selected = await t.app.inject({
    method: 'POST',
    url: `${BASE}/${uuid}/offers/select`,
    headers,
    payload: { type: offer.type, term: offer.term, originationFeeRate: offer.originationFee, drawAmount: Math.max(40_000, Math.ceil(offer.minDraw)) },
  });
  expect(selected.statusCode, selected.body).toBe(200);
  await move(uuid, 'DEED_SIGNING', orgCode);
  await move(uuid, status, orgCode);
  return { applicant, uuid, headers };
};

const move = async (uuid: string, status: string, orgCode = 'LINTEL') => {
  const forced = await t.app.inject({
    method: 'POST',
    url: `/service-ops/agent/api/v1/applications/${uuid}/status`,
    headers: bearer(admin.jwt, { 'x-org': orgCode }),
    payload: { status, reason: 'test', force: true },
  });
  expect(forced.statusCode, forced.body).toBe(200);
};

const call = async (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) => {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  bodies.push(response.body);
  return response;
};

const advanceDays = async (days: number) => {
  const advanced = await t.app.inject({
    method: 'POST',
    url: '/service-ops/agent/api/v1/clock/advance',
    headers: bearer(admin.jwt),
    payload: { minutes: days * 24 * 60 },
  });
  expect(advanced.statusCode, advanced.body).toBe(200);
};

const manual = (accountNumber: string, routingNumber = '021000021') => ({
  routingNumber,
  accountNumber,
  confirmAccountNumber: accountNumber,
  accountType: 'checking',
  ownerName: 'Ada Lovelace',
});

const waitForStatus = (jwt: string, uuid: string, status: string, orgCode = 'LINTEL') =>
  waitFor(async () => ((await readStatus(jwt, uuid, orgCode)) === status ? status : undefined), 30_000);

describe('bank accounts and the funding timeline', () => {
  it('takes a hand-entered account (bad routing number refused), autopay with the discount, waits out rescission and funds', async () => {
    const { applicant, uuid, headers } = await applicationIn('DISBURSEMENT_ACCOUNT');
    const bad = await call('PUT', `${bank(uuid)}/disbursement-account`, headers, { manual: manual(TYPED_NUMBER, '123456789') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([BANK_MESSAGES.routingNumberInvalid]);
    const lookup = await call('GET', `${bank(uuid)}/routing-numbers/021000021`, headers);
    expect(lookup.json()).toEqual({ routingNumber: '021000021', valid: true, bankName: 'JPMorgan Chase Bank' });

    const chosen = await call('PUT', `${bank(uuid)}/disbursement-account`, headers, { manual: manual(TYPED_NUMBER) });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const state = chosen.json<TBankState>();
    expect(state.accounts).toEqual([expect.objectContaining({ mask: '5511', source: 'MANUAL', bankName: 'JPMorgan Chase Bank' })]);
    expect(state.disbursementAccountUuid).toBe(state.accounts[0]!.uuid);
    expect(state.autopayDiscount).toMatchObject({ ratePoints: expect.any(Number) });

    const confirmed = await call('POST', `${bank(uuid)}/disbursement-account/confirm`, headers);
    expect(confirmed.json()).toMatchObject({ applicationStatus: 'AUTOPAY_ACCOUNT' });
    const application = (await call('GET', `${BASE}/${uuid}`, headers)).json<THelocApplication>();
    expect(application.disburseAccount).toEqual({ mask: '5511', accountNumber: '5511', routingNumber: '021000021' });

    const autopay = await call('PUT', `${bank(uuid)}/autopay`, headers, { paymentMethod: 'AUTOPAY', accountUuid: state.accounts[0]!.uuid });
    expect(autopay.json()).toMatchObject({ applicationStatus: 'GEN_RESCISSION' });
    await waitForStatus(applicant.jwt, uuid, 'RESCISSION');

    const during = (await call('GET', funding(uuid), headers)).json<TFundingState>();
    expect(during.timeline).toMatchObject({ rightToCancel: true, timeZone: 'America/Denver', canCancel: true });
    expect(during.timeline!.owners).toEqual([expect.objectContaining({ name: 'Ada Lovelace', isYou: true })]);
    expect(during.timeline!.steps.map((step) => step.state)).toEqual(['CURRENT', 'NEXT', 'NEXT', 'NEXT', 'NEXT']);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await readStatus(applicant.jwt, uuid)).toBe('RESCISSION');
    await advanceDays(10);
    await waitForStatus(applicant.jwt, uuid, 'COMPLETE');
    const after = (await call('GET', funding(uuid), headers)).json<TFundingState>();
    expect(after.fundedLine).toMatchObject({ paymentMethod: 'AUTOPAY', rate: state.autopayDiscount!.rateWithDiscount });
    expect(after.timeline!.steps.every((step) => step.state === 'DONE')).toBe(true);
  }, 120_000);

  it('opens a BANK_ACCOUNT_FRAUD_REVIEW condition for an account ending 0000', async () => {
    const { uuid, headers } = await applicationIn('DISBURSEMENT_ACCOUNT');
    const chosen = await call('PUT', `${bank(uuid)}/disbursement-account`, headers, { manual: manual('7712340000') });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const conditions = await t.app.inject({
      method: 'GET',
      url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`,
      headers,
    });
    expect(conditions.json()).toEqual([expect.objectContaining({ categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_STATEMENT'] })]);
  });

  it('lets an owner cancel within the period: CANCELLED with the reason, the lender told', async () => {
    const { uuid, headers } = await applicationIn('AUTOPAY_ACCOUNT');
    const manualPayments = await call('PUT', `${bank(uuid)}/autopay`, headers, { paymentMethod: 'MANUAL' });
    expect(manualPayments.json()).toMatchObject({ applicationStatus: 'GEN_RESCISSION' });
    const refused = await call('POST', `${funding(uuid)}/cancel`, headers, { reason: 'Other' });
    expect(refused.statusCode).toBe(400);
    const cancelled = await waitFor(async () => {
      const response = await call('POST', `${funding(uuid)}/cancel`, headers, { reason: 'I no longer need the money' });
      return response.statusCode === 200 ? response.json<TFundingState>() : undefined;
    });
    expect(cancelled).toMatchObject({ applicationStatus: 'CANCELLED', cancelled: { reason: 'I no longer need the money' } });
    const mail = await waitFor(async () => {
      const body = (await readMailbox(t.app, admin.jwt, 'support@lintel.example')).body;
      return body.includes('I no longer need the money') ? body : undefined;
    });
    expect(mail).toContain('cancelled');
  });

  it('gives each additional owner a countdown of its own; an additional owner may cancel within it', async () => {
    const { uuid, headers } = await applicationIn('CO_DEED_REQ');
    const email = uniqueEmail('co-owner');
    const invited = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${uuid}/co-deed/signers`,
      headers,
      payload: { firstName: 'Jordan', lastName: 'Rivera', email, phoneNumber: '(303) 555-0142' },
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    const messages = await waitFor(async () => {
      const list = (await readMailbox(t.app, admin.jwt, email)).json<Array<{ links: string[] }>>();
      return list.length > 0 ? list : undefined;
    });
    const link = messages[0]!.links.find((candidate) => candidate.includes('/heloc-signer/login'))!;
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
    const accepted = await t.app.inject({ method: 'POST', url: `${BASE}/co-deed/invitation/accept`, headers: json(), payload: { token, mode: 'REGISTER', password: STRONG_PASSWORD } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const signer = bearer(accepted.json<{ jwt: string }>().jwt);
    await move(uuid, 'AUTOPAY_ACCOUNT');

    await call('PUT', `${bank(uuid)}/autopay`, headers, { paymentMethod: 'MANUAL' });
    const coOwner = `/service-funding/api/v1/co-owner/funding?applicationUuid=${uuid}`;
    const state = await waitFor(async () => {
      const response = await call('GET', coOwner, signer);
      const body = response.json<TFundingState>();
      return body.applicationStatus === 'RESCISSION' ? body : undefined;
    });
    expect(state.timeline!.owners.map((owner) => [owner.name, owner.isYou])).toEqual([
      ['Ada Lovelace', false],
      ['Jordan Rivera', true],
    ]);
    expect(state.timeline!.canCancel).toBe(true);
    // Not the signer's application: 404, like any application that is not the caller's.
    expect((await call('GET', `/service-funding/api/v1/co-owner/funding?applicationUuid=${crypto.randomUUID()}`, signer)).statusCode).toBe(404);
    const cancelled = await call('POST', `${coOwner.replace('/funding?', '/funding/cancel?')}`, signer, { reason: 'The terms are not what I expected' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ applicationStatus: 'CANCELLED', cancelled: { reason: 'The terms are not what I expected' } });
  }, 60_000);

  it('funds a business-purpose (DSCR) loan without rescission', async () => {
    const { applicant, uuid, headers } = await applicationIn('AUTOPAY_ACCOUNT', 'SUMMIT_DSCR');
    await call('PUT', `${bank(uuid)}/autopay`, headers, { paymentMethod: 'MANUAL' });
    await waitForStatus(applicant.jwt, uuid, 'RECORDING', 'SUMMIT_DSCR').catch(() => undefined);
    const state = (await call('GET', funding(uuid), headers)).json<TFundingState>();
    expect(state.timeline).toMatchObject({ rightToCancel: false, owners: [], canCancel: false });
    await advanceDays(5);
    await waitForStatus(applicant.jwt, uuid, 'COMPLETE', 'SUMMIT_DSCR');
  }, 120_000);

  it('never answers or logs a full account number', () => {
    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) expect(body).not.toContain(TYPED_NUMBER);
    expect(t.logs.join('\n')).not.toContain(TYPED_NUMBER);
  });
});
