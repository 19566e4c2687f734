import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createAgent, json, registerApplicant, type TTestApp } from '../helper.ts';

let t: TTestApp;
let agentJwt: string;
beforeAll(async () => {
  t = await buildTestApp();
  agentJwt = (await createAgent(t.app, { orgCodes: ['LINTEL'] })).jwt;
});
afterAll(() => t.close());

const SESSION = { platform: 'WEB', libVersion: '2.2.24', referrer: 'https://search.example/?q=heloc', queryParams: { utm_source: 'google' }, screenWidth: 1440, screenHeight: 900, windowWidth: 1400, windowHeight: 800, appVersion: '1.0.0' };

const startSession = async (payload: object = SESSION, org = 'LINTEL') => {
  const res = await t.app.inject({ method: 'POST', url: '/ft/external/session', headers: json({ 'x-org': org }), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ sessionKey: string; uuid: string; epoch: number }>();
};
const postEvent = (payload: object, headers = json()) => t.app.inject({ method: 'POST', url: '/ft/external/event', headers, payload });
const readEvents = async (query: string, org = 'LINTEL') => {
  const res = await t.app.inject({ method: 'GET', url: `/service-ops/agent/api/v1/telemetry/events?${query}`, headers: bearer(agentJwt, { 'x-org': org }) });
  return res;
};

describe('telemetry sessions', () => {
  it('starts a session and continues it when the client sends its key back', async () => {
    const first = await startSession();
    expect(first.sessionKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.uuid).toBe(first.sessionKey);
    expect(typeof first.epoch).toBe('number');
    const again = await startSession({ ...SESSION, sessionKey: first.sessionKey });
    expect(again.sessionKey).toBe(first.sessionKey);
    // Another organisation's key is not continued.
    const elsewhere = await startSession({ ...SESSION, sessionKey: first.sessionKey }, 'HARBOR_CU');
    expect(elsewhere.sessionKey).not.toBe(first.sessionKey);
  });

  it('reads null as absent and the query parameters as a record or a query string (spec 03 section 3)', async () => {
    const nulls = await startSession({ platform: 'WEB', referrer: null, sessionKey: null, libVersion: null, queryParams: null, screenWidth: null, appVersion: null });
    expect(nulls.sessionKey).toMatch(/^[0-9a-f-]{36}$/);
    const fromText = await startSession({ platform: 'WEB', queryParams: '?utm_source=google&utm_medium=cpc', sessionKey: nulls.sessionKey });
    expect(fromText.sessionKey).toBe(nulls.sessionKey);
    for (const queryParams of ['x'.repeat(2001), `${'k'.repeat(101)}=1`, 'a=%00', 42]) {
      const res = await t.app.inject({ method: 'POST', url: '/ft/external/session', headers: json(), payload: { platform: 'WEB', queryParams } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(['queryParams must be an object or a query string of at most 2000 characters']);
    }
  });

  it('refuses a platform other than WEB and answers the secure context only to a caller', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/ft/external/session', headers: json(), payload: { ...SESSION, platform: 'IOS' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['platform must be WEB']);
    const secure = await t.app.inject({ method: 'POST', url: '/ft/secure/session', headers: json(), payload: SESSION });
    expect(secure.statusCode).toBe(401);
    const { jwt } = await registerApplicant(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/ft/secure/session', headers: bearer(jwt), payload: SESSION })).statusCode).toBe(200);
  });
});

describe('telemetry events', () => {
  it('stores an event once per session, event and page unless told not to dedupe', async () => {
    const { sessionKey } = await startSession();
    const pageView = { event: 'PAGEVIEW', eventType: 'PAGE', productType: 'HELOC', sessionKey, pagePath: '/account/heloc/register', domain: 'lintel.test' };
    expect((await postEvent(pageView)).statusCode).toBe(204);
    expect((await postEvent(pageView)).statusCode).toBe(204);
    expect((await postEvent({ ...pageView, pagePath: '/account/heloc/register/income' })).statusCode).toBe(204);
    await postEvent({ ...pageView, dontDedupe: true });
    const stored = (await readEvents(`event=PAGEVIEW&sessionKey=${sessionKey}`)).json();
    expect(stored).toHaveLength(3);
    expect(stored.filter((e: { pagePath: string }) => e.pagePath === '/account/heloc/register')).toHaveLength(2);
  });

  it('stores an event whose unknown fields are null, and a query string as its parameters', async () => {
    const { sessionKey } = await startSession();
    const res = await postEvent({
      domain: null,
      queryParams: 'utm_source=mail&tag=a&tag=b&email=ann%40example.com',
      pagePath: '/account/heloc/register',
      event: 'nullFields',
      sessionKey,
      identityId: null,
      applicationUuid: null,
      eventType: null,
      productType: null,
      eventProperties: null,
      dontDedupe: null,
      dedupeProperty: null,
    });
    expect(res.statusCode, res.body).toBe(204);
    const [stored] = (await readEvents(`event=nullFields&sessionKey=${sessionKey}`)).json();
    expect(stored).toMatchObject({ identityId: null, applicationUuid: null, domain: null, eventType: null, eventProperties: {} });
    // Repeated keys are a list; personal keys are dropped as from a record.
    expect(stored.queryParams).toEqual({ utm_source: 'mail', tag: ['a', 'b'] });
  });

  it('dedupes on the named property value', async () => {
    const { sessionKey } = await startSession();
    const click = (step: string) => postEvent({ event: 'stepViewed', sessionKey, dedupeProperty: 'step', eventProperties: { step } });
    await click('income');
    await click('income');
    await click('address');
    expect((await readEvents(`event=stepViewed&sessionKey=${sessionKey}`)).json()).toHaveLength(2);
  });

  it('never stores personal data keys, at any depth, nor query strings of the page path', async () => {
    const { sessionKey } = await startSession();
    const res = await postEvent({
      event: 'helocStarted',
      sessionKey,
      pagePath: '/account/heloc/register?email=ann@example.com',
      queryParams: { utm_source: 'mail', email: 'ann@example.com', phone_number: '5555551234' },
      eventProperties: { step: 'identity', ssn: '123-45-6789', dob: '1980-01-02', Password: 'x', nested: { firstName: 'Ann', ok: 1 }, list: [{ homeAddress: '1 Main' }] },
    });
    expect(res.statusCode).toBe(204);
    const [stored] = (await readEvents(`event=helocStarted&sessionKey=${sessionKey}`)).json();
    expect(stored.queryParams).toEqual({ utm_source: 'mail' });
    expect(stored.eventProperties).toEqual({ step: 'identity', nested: { ok: 1 }, list: [{}] });
    expect(stored.pagePath).toBe('/account/heloc/register');
    expect(JSON.stringify(stored)).not.toMatch(/ann@example|123-45-6789|1980-01-02|5555551234/);
  });

  it("reads the tracker's short names and takes the caller's identity on the secure path", async () => {
    const { jwt, identityUuid } = await registerApplicant(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/ft/secure/event',
      headers: bearer(jwt),
      payload: { event: 'heloc-register-start', type: 'TRACK', product: 'HELOC', identityUuid: 'someone-else', properties: { variant: 'b' } },
    });
    expect(res.statusCode).toBe(204);
    const [stored] = (await readEvents('event=heloc-register-start')).json();
    expect(stored).toMatchObject({ eventType: 'TRACK', productType: 'HELOC', identityId: identityUuid, eventProperties: { variant: 'b' } });
  });

  it('refuses an event without a name and a body over the size cap', async () => {
    const missing = await postEvent({ sessionKey: 'x' });
    expect(missing.statusCode).toBe(400);
    const huge = await postEvent({ event: 'big', eventProperties: { blob: 'x'.repeat(20_000) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors).toEqual(['The request is too large']);
  });

  it("shows agents only their organisation's events", async () => {
    await postEvent({ event: 'harborOnly' }, json({ 'x-org': 'HARBOR_CU' }));
    expect((await readEvents('event=harborOnly')).json()).toEqual([]);
    expect((await readEvents('event=harborOnly', 'HARBOR_CU')).statusCode).toBe(404);
    const { jwt } = await registerApplicant(t.app);
    const applicant = await t.app.inject({ method: 'GET', url: '/service-ops/agent/api/v1/telemetry/events', headers: bearer(jwt) });
    expect(applicant.statusCode).toBe(404);
  });
});
