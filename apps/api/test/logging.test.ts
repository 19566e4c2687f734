import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, registerApplicant, type TTestApp } from './helper.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({
    captureLogs: true,
    beforeReady: (app) => {
      app.post('/service-test/api/v1/leaky', async (request) => {
        // A module logging a body by mistake: redaction must still hide the personal fields.
        request.log.info({ body: request.body }, 'received');
        throw new Error('database said no');
      });
    },
  });
});
afterAll(() => t.close());

describe('request logs', () => {
  it('log requests without passwords, emails, tokens or dates of birth', async () => {
    const password = 'Secret-Harbor-99!';
    const { email, jwt } = await registerApplicant(t.app, { password });
    await t.app.inject({ method: 'POST', url: '/identity-broker/customer/api/v3/login', headers: json(), payload: { email, password } });
    await t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      headers: json(),
      payload: { email, password: 'bad', phoneNumber: '1' },
    });
    const leaky = await t.app.inject({
      method: 'POST',
      url: '/service-test/api/v1/leaky',
      headers: json({ authorization: `Bearer ${jwt}` }),
      payload: { email, password, dob: '1980-02-03', ssn: '123-45-6789', accountNumber: '000123456789' },
    });
    expect(leaky.statusCode).toBe(500);

    const all = t.logs.join('');
    // One access line per request (decision 049), with the path and the status.
    expect(all).toMatch(/"url":"\/identity-broker\/customer\/api\/v3\/login","statusCode":\d{3}.*"msg":"request completed"/);
    expect(all).not.toContain('incoming request');
    expect(all).toContain('request failed');
    expect(all).toContain(leaky.json().correlationId);
    for (const secret of [password, email, jwt, '1980-02-03', '123-45-6789', '000123456789']) expect(all).not.toContain(secret);
  });

  it("writes a route's own lines with its request id (the request's logger is made on its first line)", async () => {
    const before = t.logs.length;
    await t.app.inject({
      method: 'POST',
      url: '/service-test/api/v1/leaky',
      headers: json({ 'x-request-id': 'lazy-logger-1' }),
      payload: { password: 'Hidden-Value-1!' },
    });
    const lines = t.logs.slice(before).join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    const received = lines.find((line) => line.msg === 'received');
    expect(received).toMatchObject({ reqId: 'lazy-logger-1', body: { password: '[redacted]' } });
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({ reqId: 'lazy-logger-1', statusCode: 500 });
  });
});
