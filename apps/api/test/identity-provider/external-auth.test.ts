import { MSG } from '@lintel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MS, issueCode, PROVIDER_MESSAGES } from '../../src/modules/identity-provider/index.ts';
import { INVALID_CREDENTIALS } from '../../src/modules/identity/index.ts';
import { STRONG_PASSWORD, bearer, buildTestApp, json, registerApplicant, uniqueEmail, type TTestApp } from '../helper.ts';

// External authentication mode (decision 014): the broker calls answer redirects, the hosted pages sign
// up and log in, and a one-time code becomes a session token exactly once.
let t: TTestApp;
beforeAll(async () => {
  // The breach check is a production default (decision 075); the sign-up page shows its message here.
  t = await buildTestApp({ authMode: 'external', breachedPasswordCheck: true });
});
afterAll(() => t.close());

const NONCE = 'nonce-0123456789abcdef';

const startSignUp = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/identity-broker/customer/api/v3/register?organization=LINTEL&externalStateNonce=${NONCE}&displayConsentsWithMfa=true&telemetryTrackingId=trk-1`,
    headers: json({ 'x-application-name': 'heloc' }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().redirectUrl as string;
};

/** Opens a hosted page and answers its cookie and hidden fields, as a browser would keep them. */
const openPage = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  const hidden = Object.fromEntries(
    [...res.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')]),
  );
  return { res, cookie, hidden };
};

const postForm = (url: string, cookie: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const exchange = (code: string) =>
  t.app.inject({ method: 'POST', url: '/identity-provider/token', headers: json(), payload: { code } });

const signUp = async (fields: Partial<Record<string, string>> = {}) => {
  const { cookie, hidden } = await openPage(await startSignUp());
  return postForm('/identity-provider/sign-up', cookie, {
    ...hidden,
    email: uniqueEmail(),
    phoneNumber: '(415) 555-0134',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    ...fields,
  } as Record<string, string>);
};

const returnOf = (location: string) => new URL(location, 'http://origin.test');

describe('broker calls in external mode', () => {
  it('register answers a redirect to the hosted sign-up page carrying the nonce, flags and our return path', async () => {
    const url = new URL(await startSignUp(), 'http://origin.test');
    expect(url.pathname).toBe('/identity-provider/sign-up');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      externalStateNonce: NONCE,
      organization: 'LINTEL',
      returnUrl: '/account/heloc/register-v2/login-info',
      context: 'customer',
      displayConsentsWithMfa: 'true',
      telemetryTrackingId: 'trk-1',
      applicationName: 'heloc',
    });
  });

  it('register refuses a call without a usable nonce', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/identity-broker/customer/api/v3/register?organization=LINTEL', headers: json() });
    expect(res.statusCode).toBe(400);
  });

  it('login answers a redirect to the hosted login page that returns to /auth/login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/identity-broker/customer/api/v3/login?externalStateNonce=${NONCE}&telemetryTrackingId=trk-2`,
      headers: json({ 'x-application-name': 'heloc' }),
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().redirectUrl, 'http://origin.test');
    expect(url.pathname).toBe('/identity-provider/login');
    expect(url.searchParams.get('returnUrl')).toBe('/auth/login');
    expect(url.searchParams.get('externalStateNonce')).toBe(NONCE);
  });

  it('a password login body is not accepted as a token request any more', async () => {
    const { email } = await registerApplicant(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/identity-broker/customer/api/v3/login?externalStateNonce=${NONCE}`,
      headers: json(),
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(res.json()).not.toHaveProperty('jwt');
  });

  it('logout ends the session and answers a redirect to /auth/login', async () => {
    const { jwt } = await registerApplicant(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: bearer(jwt) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: '/auth/login' });
    const after = await t.app.inject({ method: 'GET', url: '/identity/secure/api/v1/identity', headers: bearer(jwt) });
    expect(after.statusCode).toBe(401);
  });
});

describe('hosted sign-up page', () => {
  it('renders an accessible form with the brand name, a stylesheet and no inline script or style', async () => {
    const { res, hidden } = await openPage(await startSignUp());
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.body).toContain('<label for="field-email">Email</label>');
    expect(res.body).toContain('<label for="field-password">Password</label>');
    expect(res.body).toMatch(/<link rel="stylesheet" href="\/identity-provider\/provider.css">/);
    expect(res.body).not.toMatch(/<script|style=/);
    expect(res.body).toContain('Lintel');
    expect(hidden).toMatchObject({ externalStateNonce: NONCE, displayConsentsWithMfa: 'true' });
    expect(hidden.csrfToken).toBeTruthy();
    const css = await t.app.inject({ method: 'GET', url: '/identity-provider/provider.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('shows each field problem with the spec messages and never echoes the password', async () => {
    const res = await signUp({ email: 'not-an-email', phoneNumber: '1415555013', password: 'weakpass', confirmPassword: 'other' });
    expect(res.statusCode).toBe(400);
    for (const message of [MSG.emailInvalid, MSG.phoneCountryCode, MSG.passwordMinLength, MSG.passwordUppercase, MSG.passwordNotStrong, MSG.passwordsDontMatch])
      expect(res.body).toContain(message.replaceAll("'", '&#39;'));
    expect(res.body).toContain('value="not-an-email"');
    expect(res.body).not.toContain('weakpass');
    expect(res.body).toContain('aria-invalid="true"');
  });

  it('states the required messages on an empty form', async () => {
    const res = await signUp({ email: '', phoneNumber: '', password: '', confirmPassword: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MSG.emailRequired);
    expect(res.body).toContain(MSG.phoneRequired);
    expect(res.body).toContain(`<li>${MSG.required}</li>`);
  });

  it('refuses a breached password with the identity module message', async () => {
    const res = await signUp({ password: 'Password123!', confirmPassword: 'Password123!' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This password has appeared in a data breach');
  });

  it('refuses a post without the CSRF cookie, or with a token for another state', async () => {
    const { cookie, hidden } = await openPage(await startSignUp());
    const fields = { ...hidden, email: uniqueEmail(), phoneNumber: '4155550134', password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD };
    const noCookie = await postForm('/identity-provider/sign-up', '', fields);
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.body).toContain(PROVIDER_MESSAGES.formExpired);
    const otherState = await postForm('/identity-provider/sign-up', cookie, { ...fields, externalStateNonce: 'another-nonce-0123456789' });
    expect(otherState.statusCode).toBe(403);
  });

  it('refuses a state with a return path off the allowed list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/identity-provider/sign-up?externalStateNonce=${NONCE}&organization=LINTEL&returnUrl=https://evil.example/`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(PROVIDER_MESSAGES.invalidState);
  });

  it('says the account exists for an email already registered', async () => {
    const { email } = await registerApplicant(t.app);
    const res = await signUp({ email });
    expect(res.body).toContain(PROVIDER_MESSAGES.accountExists);
  });

  it('signs up, returns to login-info with the nonce and a code that becomes a token once', async () => {
    const email = uniqueEmail();
    const res = await signUp({ email });
    expect(res.statusCode).toBe(303);
    const back = returnOf(String(res.headers.location));
    expect(back.pathname).toBe('/account/heloc/register-v2/login-info');
    expect(back.searchParams.get('externalStateNonce')).toBe(NONCE);
    const code = back.searchParams.get('code')!;

    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/identity/secure/api/v1/identity', headers: bearer(first.json().jwt) });
    expect(me.json()).toMatchObject({ email, organizationCode: 'LINTEL', aliases: [{ type: 'Phone', value: '4155550134' }] });

    const second = await exchange(code);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ errors: [PROVIDER_MESSAGES.invalidCode] });
  });
});

describe('hosted login page and code exchange', () => {
  const openLogin = async () => {
    const res = await t.app.inject({ method: 'POST', url: `/identity-broker/customer/api/v3/login?externalStateNonce=${NONCE}`, headers: json() });
    return openPage(res.json().redirectUrl);
  };

  it('logs in and returns to /auth/login with the nonce and a working code', async () => {
    const { email } = await registerApplicant(t.app);
    const { cookie, hidden } = await openLogin();
    const res = await postForm('/identity-provider/login', cookie, { ...hidden, email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(303);
    const back = returnOf(String(res.headers.location));
    expect(back.pathname).toBe('/auth/login');
    expect(back.searchParams.get('externalStateNonce')).toBe(NONCE);
    expect((await exchange(back.searchParams.get('code')!)).statusCode).toBe(200);
  });

  it('wrong credentials stay on the page with the login message', async () => {
    const { email } = await registerApplicant(t.app);
    const { cookie, hidden } = await openLogin();
    const res = await postForm('/identity-provider/login', cookie, { ...hidden, email, password: `${STRONG_PASSWORD}x` });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain(INVALID_CREDENTIALS);
    expect(res.body).not.toContain(`${STRONG_PASSWORD}x`);
  });

  it('refuses an expired code and an unknown one', async () => {
    const { jwt } = await registerApplicant(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/identity/secure/api/v1/identity', headers: bearer(jwt) })).json() as { uuid: string };
    const code = await issueCode({
      db: t.db,
      identityUuid: me.uuid,
      state: { externalStateNonce: NONCE, organization: 'LINTEL', returnUrl: '/auth/login', context: 'customer', displayConsentsWithMfa: false },
      now: new Date(Date.now() - CODE_LIFETIME_MS - 1000),
    });
    expect((await exchange(code)).statusCode).toBe(400);
    expect((await exchange('made-up-code')).statusCode).toBe(400);
  });
});

describe('legacy mode', () => {
  it('has no hosted pages and keeps register answering a token', async () => {
    const legacy = await buildTestApp();
    try {
      expect((await legacy.app.inject({ method: 'GET', url: `/identity-provider/sign-up?externalStateNonce=${NONCE}&organization=LINTEL&returnUrl=/auth/login` })).statusCode).toBe(404);
      const res = await legacy.app.inject({
        method: 'POST',
        url: '/identity-broker/customer/api/v3/register?organization=LINTEL',
        headers: json(),
        payload: { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: '4155550134' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().jwt).toMatch(/^ey/);
    } finally {
      await legacy.close();
    }
  });
});
