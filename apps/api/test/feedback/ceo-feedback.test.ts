import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAgent, registerApplicant, type TTestApp } from '../helper.ts';
import { createApplicationBody, createApplicationVia } from '../application/application-fixtures.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const URL = '/service-profile/api/v1/feedback/ceo';
const body = (extra: object = {}) => ({ topic: 'IMPROVE', message: 'Please add a dark theme.', marketingConsent: false, pathname: '/dashboard', productType: 'HELOC', ...extra });

describe('feedback to the CEO', () => {
  it('stores it and lists it for agents of the organisation, newest first', async () => {
    const applicant = await registerApplicant(t.app);
    const { uuid } = await createApplicationVia(t.app, applicant.jwt, createApplicationBody());
    const first = await t.app.inject({ method: 'POST', url: URL, headers: bearer(applicant.jwt), payload: body() });
    expect(first.statusCode, first.body).toBe(201);
    const second = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: bearer(applicant.jwt),
      payload: body({ topic: 'COMPLIMENT', message: '  Fast and friendly, thank you!  ', marketingConsent: true, applicationUuid: uuid }),
    });
    expect(second.statusCode, second.body).toBe(201);

    const agent = await createAgent(t.app, { orgCodes: ['LINTEL'] });
    const list = await t.app.inject({ method: 'GET', url: '/service-ops/agent/api/v1/feedback', headers: bearer(agent.jwt) });
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json().filter((f: { email: string }) => f.email === applicant.email);
    expect(mine).toEqual([
      expect.objectContaining({ topic: 'COMPLIMENT', message: 'Fast and friendly, thank you!', marketingConsent: true, applicationUuid: uuid }),
      expect.objectContaining({ topic: 'IMPROVE', message: 'Please add a dark theme.', marketingConsent: false, applicationUuid: null, pathname: '/dashboard' }),
    ]);

    const otherOrgAgent = await createAgent(t.app, { orgCodes: ['LINTEL_NY'] });
    const hidden = (await t.app.inject({ method: 'GET', url: '/service-ops/agent/api/v1/feedback', headers: bearer(otherOrgAgent.jwt) })).json();
    expect(hidden.filter((f: { email: string }) => f.email === applicant.email)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/service-ops/agent/api/v1/feedback', headers: bearer(applicant.jwt) })).statusCode).toBe(404);
  });

  it('takes marketingConsent as the spec’s Yes or No, in any case, as well as a boolean', async () => {
    const applicant = await registerApplicant(t.app);
    for (const marketingConsent of ['Yes', 'no', 'YES'])
      expect((await t.app.inject({ method: 'POST', url: URL, headers: bearer(applicant.jwt), payload: body({ marketingConsent }) })).statusCode).toBe(201);
    const agent = await createAgent(t.app, { orgCodes: ['LINTEL'] });
    const list = (await t.app.inject({ method: 'GET', url: '/service-ops/agent/api/v1/feedback', headers: bearer(agent.jwt) })).json();
    const mine = list.filter((f: { email: string }) => f.email === applicant.email).map((f: { marketingConsent: boolean }) => f.marketingConsent);
    expect(mine.sort()).toEqual([false, true, true]);
  });

  it.each([
    [{ marketingConsent: 'maybe' }, 'Required'],
    [{ marketingConsent: null }, 'Required'],
    [{ message: 'too short' }, 'Must be at least 10 characters'],
    [{ message: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
    [{ message: '   ' }, 'Required'],
    [{ topic: 'RANT' }, 'Required'],
    [{ marketingConsent: undefined }, 'Required'],
  ])('refuses %o with the spec message', async (extra, message) => {
    const applicant = await registerApplicant(t.app);
    const response = await t.app.inject({ method: 'POST', url: URL, headers: bearer(applicant.jwt), payload: body(extra) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain(message);
  });

  it("is refused for anonymous callers, other brands and someone else's application", async () => {
    expect((await t.app.inject({ method: 'POST', url: URL, headers: { 'x-org': 'LINTEL', 'content-type': 'application/json' }, payload: body() })).statusCode).toBe(401);
    const nyApplicant = await registerApplicant(t.app, { orgCode: 'LINTEL_NY' });
    const ny = await t.app.inject({ method: 'POST', url: URL, headers: bearer(nyApplicant.jwt, { 'x-org': 'LINTEL_NY' }), payload: body() });
    expect(ny.statusCode).toBe(404);
    const owner = await registerApplicant(t.app);
    const { uuid } = await createApplicationVia(t.app, owner.jwt, createApplicationBody());
    const stranger = await registerApplicant(t.app);
    const foreign = await t.app.inject({ method: 'POST', url: URL, headers: bearer(stranger.jwt), payload: body({ applicationUuid: uuid }) });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the leave-survey', () => {
  const SURVEY = '/service-profile/api/v1/feedback/leave-survey';

  it('stores an answer from any brand, and checks the application is the caller own', async () => {
    const applicant = await registerApplicant(t.app, { orgCode: 'LINTEL_NY' });
    const ok = await t.app.inject({
      method: 'POST',
      url: SURVEY,
      headers: bearer(applicant.jwt, { 'x-org': 'LINTEL_NY' }),
      payload: { reason: 'NEED_TIME', comment: 'I will be back tomorrow', pathname: '/account/heloc/x/liens' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const bad = await t.app.inject({ method: 'POST', url: SURVEY, headers: bearer(applicant.jwt, { 'x-org': 'LINTEL_NY' }), payload: { pathname: '/x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContain('Required');
    const owner = await registerApplicant(t.app);
    const { uuid } = await createApplicationVia(t.app, owner.jwt, createApplicationBody());
    const stranger = await registerApplicant(t.app);
    const foreign = await t.app.inject({ method: 'POST', url: SURVEY, headers: bearer(stranger.jwt), payload: { reason: 'OTHER', pathname: '/x', applicationUuid: uuid } });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: SURVEY, headers: { 'x-org': 'LINTEL', 'content-type': 'application/json' }, payload: { reason: 'OTHER', pathname: '/x' } })).statusCode).toBe(401);
  });
});
