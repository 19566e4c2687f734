import { eq } from 'drizzle-orm';
import { MSG } from '@lintel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '../src/schema.ts';
import { STRONG_PASSWORD, bearer, buildTestApp, createAgent, json, registerApplicant, uniqueEmail, type TTestApp } from './helper.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (payload: object, url = '/identity/api/v1/registration/register') =>
  t.app.inject({ method: 'POST', url, headers: json(), payload });
const login = (context: 'customer' | 'agent', email: string, password: string) =>
  t.app.inject({ method: 'POST', url: `/identity-broker/${context}/api/v3/login`, headers: json(), payload: { email, password } });
const identityOf = (jwt: string) => t.app.inject({ method: 'GET', url: '/identity/secure/api/v1/identity', headers: bearer(jwt) });

describe('registration', () => {
  it('registers on the legacy path and answers a token that identifies the applicant', async () => {
    const email = uniqueEmail();
    const res = await register({ email, password: STRONG_PASSWORD, phoneNumber: '(555) 555-1234' });
    expect(res.statusCode).toBe(200);
    const me = await identityOf(res.json().jwt);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, roles: ['APPLICANT'], organizationCode: 'LINTEL', aliases: [{ type: 'Phone', value: '5555551234' }] });
  });

  it('registers on the broker path with ?organization=', async () => {
    const res = await register({ email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: '5555551234' }, '/identity-broker/customer/api/v3/register?organization=LINTEL');
    expect(res.statusCode).toBe(200);
    expect(res.json().jwt).toMatch(/^ey/);
  });

  it('answers 401 "identity exists" for an email already registered, whatever its case', async () => {
    const { email } = await registerApplicant(t.app);
    const res = await register({ email: email.toUpperCase(), password: STRONG_PASSWORD, phoneNumber: '5555551234' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: ['identity exists'] });
  });

  it('creates exactly one identity when the same registration arrives twice at once', async () => {
    const email = uniqueEmail();
    const payload = { email, password: STRONG_PASSWORD, phoneNumber: '5555551234' };
    const answers = await Promise.all([register(payload), register(payload), register(payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
    const rows = await t.db.select().from(identities).where(eq(identities.emailKey, email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('states each failing password rule with the spec messages', async () => {
    const cases: Array<[string, string]> = [
      ['Short1!a', MSG.passwordMinLength],
      ['no-uppercase-123!', MSG.passwordUppercase],
      ['NO-LOWERCASE-123!', MSG.passwordLowercase],
      ['No-Digits-Here-At-All!', MSG.passwordDigit],
      ['NoSpecials12345abc', MSG.passwordSpecial],
    ];
    for (const [password, message] of cases) {
      const res = await register({ email: uniqueEmail(), password, phoneNumber: '5555551234' });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors).toEqual([message, MSG.passwordNotStrong]);
    }
  });

  it('answers the field messages for missing fields, not validator internals', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([MSG.emailRequired, MSG.required, MSG.phoneRequired]));
    expect(res.body).not.toMatch(/expected|received|invalid_type/i);
  });

  it('refuses a common breached password when the breach check is on (the default)', async () => {
    const checked = await buildTestApp({ breachedPasswordCheck: true, database: t.database });
    try {
      for (const password of ['Password123!', 'Welcome2024!', 'Qwerty123456!']) {
        const res = await checked.app.inject({
          method: 'POST',
          url: '/identity/api/v1/registration/register',
          headers: json(),
          payload: { email: uniqueEmail(), password, phoneNumber: '5555551234' },
        });
        expect(res.statusCode, password).toBe(400);
        expect(res.json()).toEqual({ errors: [MSG.passwordBreached] });
      }
    } finally {
      await checked.close();
    }
  });

  it('registers a spec-valid common password when BREACHED_PASSWORD_CHECK=off (decision 075)', async () => {
    const unchecked = await buildTestApp({ breachedPasswordCheck: false, database: t.database });
    try {
      const email = uniqueEmail();
      for (const url of ['/identity/api/v1/registration/register', '/identity-broker/customer/api/v3/register']) {
        const res = await unchecked.app.inject({
          method: 'POST',
          url,
          headers: json(),
          payload: { email: url.includes('broker') ? uniqueEmail() : email, password: 'Password123!', phoneNumber: '5555551234' },
        });
        expect(res.statusCode, url).toBe(200);
      }
    } finally {
      await unchecked.close();
    }
  });

  it('stores an Argon2id hash with at least 19 MiB and 2 passes', async () => {
    const { identityUuid } = await registerApplicant(t.app);
    const [row] = await t.db.select().from(identities).where(eq(identities.uuid, identityUuid));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('accepts long passwords and never truncates them', async () => {
    const long = `Aa1!${'x'.repeat(80)}tail-one`;
    const differentAfter72 = `${long.slice(0, 76)}TAIL-TWO`;
    expect(long.slice(0, 72)).toBe(differentAfter72.slice(0, 72));
    const { email } = await registerApplicant(t.app, { password: long });
    expect((await login('customer', email, long)).statusCode).toBe(200);
    expect((await login('customer', email, differentAfter72)).statusCode).toBe(401);
  });
});

describe('login and logout', () => {
  it('logs an applicant in and refuses wrong credentials with one message', async () => {
    const { email, password } = await registerApplicant(t.app);
    const ok = await login('customer', email, password);
    expect(ok.statusCode).toBe(200);
    expect((await identityOf(ok.json().jwt)).json().email).toBe(email);
    for (const res of [await login('customer', email, 'Wrong-Password-1!'), await login('customer', uniqueEmail(), password)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: ['Invalid email or password'] });
    }
  });

  it('keeps customers and agents on their own login paths', async () => {
    const applicant = await registerApplicant(t.app);
    const agent = await createAgent(t.app);
    expect((await login('agent', applicant.email, applicant.password)).json()).toEqual({ errors: ['Invalid email or password'] });
    expect((await login('customer', agent.email, agent.password)).json()).toEqual({ errors: ['Invalid email or password'] });
    const figure = await t.app.inject({ method: 'GET', url: '/identity-broker/agent/secure/api/v3/self/figureinfo', headers: bearer(agent.jwt) });
    expect(figure.json()).toMatchObject({ email: agent.email, roles: ['AGENT'] });
  });

  it('revokes the session on logout: the same token no longer works', async () => {
    const { jwt } = await registerApplicant(t.app);
    expect((await identityOf(jwt)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: bearer(jwt) });
    expect(out.statusCode).toBe(303);
    const after = await identityOf(jwt);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ errors: ['Unauthorized'] });
  });

  it('answers logout with a redirect to the context’s login page, without a body (spec 03 section 7)', async () => {
    const applicant = await registerApplicant(t.app);
    const customer = await t.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: bearer(applicant.jwt) });
    expect(customer.statusCode).toBe(303);
    expect(customer.headers.location).toBe('/auth/login');
    expect(customer.headers['cache-control']).toBe('no-store');
    expect(customer.body).toBe('');
    const agent = await createAgent(t.app);
    const agentOut = await t.app.inject({ method: 'POST', url: '/identity-broker/agent/secure/api/v3/logout', headers: bearer(agent.jwt) });
    expect(agentOut.statusCode).toBe(303);
    expect(agentOut.headers.location).toBe('/ops/login');
    expect((await t.app.inject({ method: 'GET', url: '/identity-broker/agent/secure/api/v3/self/figureinfo', headers: bearer(agent.jwt) })).statusCode).toBe(401);
    // Without a session there is nothing to end: 401, as before.
    expect((await t.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: json() })).statusCode).toBe(401);
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/identity/secure/api/v1_1/identity', headers: json() })).statusCode).toBe(401);
    const { jwt } = await registerApplicant(t.app);
    const forged = `${jwt.slice(0, -4)}AAAA`;
    expect((await identityOf(forged)).statusCode).toBe(401);
  });

  it('saves the phone alias on the identity and the profile', async () => {
    const { jwt } = await registerApplicant(t.app, { phoneNumber: '(555) 555-1234' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/identity/secure/api/v1/identity/alias',
      headers: bearer(jwt),
      payload: { type: 'Phone', value: '(555) 555-9876' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().aliases).toEqual([{ type: 'Phone', value: '5555559876' }]);
    const profile = await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(jwt) });
    expect(profile.json().phoneNumbers).toEqual([{ type: 'MOBILE', number: '5555559876' }]);
    const bad = await t.app.inject({ method: 'PUT', url: '/identity/secure/api/v1/identity/alias', headers: bearer(jwt), payload: { type: 'Phone', value: '1555555987' } });
    expect(bad.json()).toEqual({ errors: [MSG.phoneCountryCode] });
  });
});

describe('token rotation', () => {
  it('answers a fresh bearer token once a token is past half its life, and not before', async () => {
    // iat has one-second granularity: a 6 s life leaves margin on both sides of the 3 s half-life.
    const short = await buildTestApp({ jwtTtlSeconds: 6, database: t.database });
    try {
      const { jwt } = await registerApplicant(short.app);
      const early = await short.app.inject({ method: 'GET', url: '/identity/secure/api/v1/identity', headers: bearer(jwt) });
      expect(early.headers.authorization).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 3100));
      const late = await short.app.inject({ method: 'GET', url: '/identity/secure/api/v1/identity', headers: bearer(jwt) });
      expect(late.statusCode).toBe(200);
      const fresh = String(late.headers.authorization).replace(/^Bearer /, '');
      expect(fresh).toMatch(/^ey/);
      expect(fresh).not.toBe(jwt);
      const withFresh = await short.app.inject({ method: 'GET', url: '/identity/secure/api/v1/identity', headers: bearer(fresh) });
      expect(withFresh.statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});
