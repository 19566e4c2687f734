import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TTestApp } from './helper.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      app.get('/service-test/api/v1/boom', async () => {
        throw new Error('secret internals: password=hunter2');
      });
    },
  });
});
afterAll(() => t.close());

describe('platform conventions', () => {
  it('answers healthz 200 without an org header when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('refuses an API call without x-org, or with an unknown org, with 400 and a plain message', async () => {
    for (const headers of [{}, { 'x-org': 'NOPE' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile/consent-types', headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatch(/^No private label data found: send a known organization code in the x-org header$/);
    }
  });

  it('accepts the org code in any case', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile/consent-types', headers: { 'x-org': 'lintel' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/service-nothing/api/v1/here', headers: json(), payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Not found'] });
  });

  it('answers a fault with 500, a correlation id equal to the request id, and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service-test/api/v1/boom', headers: { 'x-org': 'LINTEL', 'x-request-id': 'req-abc-123' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errors: ['Something unexpected happened'], correlationId: 'req-abc-123' });
    expect(res.headers['x-request-id']).toBe('req-abc-123');
    expect(res.body).not.toMatch(/hunter2|stack|at /);
  });

  it('echoes a generated request id when none is sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a strict content security policy without unsafe-inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('sends the security headers on answers, errors and unknown paths alike, with a fresh style nonce each', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/service-test/api/v1/boom', headers: { 'x-org': 'LINTEL' } }),
      t.app.inject({ method: 'GET', url: '/service-application/api/v1/nothing-here', headers: { 'x-org': 'LINTEL' } }),
    ]);
    const nonces = new Set<string>();
    for (const res of answers) {
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(String(res.headers['permissions-policy'])).toContain('camera=()');
      const csp = String(res.headers['content-security-policy']);
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      expect(csp).toBe(
        `default-src 'self';script-src 'self';style-src 'self' 'nonce-${nonce}';img-src 'self' data:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'`,
      );
    }
    expect(nonces.size).toBe(3);
  });

  it('answers a page route with a plain build hint when the web app is not built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/account/heloc/register' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('npm run build');
  });

  it('answers a malformed JSON body with 400 and a plain message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      headers: json(),
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: ['The request could not be read'] });
  });
});
