import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAgent, json, uniqueEmail, type TTestApp } from '../helper.ts';

// Issue 19 items 1, 4, 5 and 9: answers the framework or Node would write, forwarded addresses, headers, logs.
let t: TTestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ captureLogs: true, rateLimitLoginPerMinute: 3 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends bytes as written (fetch would refuse a malformed request) and answers the raw response. */
const sendRaw = (text: string) =>
  new Promise<{ status: number; body: string; head: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let out = '';
    socket.on('data', (chunk) => (out += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = out.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body, head });
    });
    socket.write(text);
  });

describe('answers written before a route runs follow spec 04 section 8', () => {
  it('answers an over-long path parameter with 414 and errors, without echoing the address', async () => {
    const { jwt } = await createAgent(t.app);
    const long = 'a'.repeat(500);
    const response = await fetch(`http://127.0.0.1:${port}/service-ops/agent/api/v1/applications/${long}`, {
      headers: { 'x-org': 'LINTEL', authorization: `Bearer ${jwt}` },
    });
    expect(response.status).toBe(414);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ errors: ['The request address is too long'] });
    expect(text).not.toContain(long);
  });

  it('answers a malformed request line with 400 and errors', async () => {
    const answer = await sendRaw('GARBAGE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ errors: ['The request could not be read'] });
  });

  it('answers oversized headers with 431 and errors', async () => {
    const answer = await sendRaw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ errors: ['The request headers are too large'] });
  });

  it('answers a bad percent-escape in the path with 400 and errors', async () => {
    const answer = await sendRaw('GET /service-ops/agent/api/v1/applications/%E0%A4%A HTTP/1.1\r\nHost: x\r\nx-org: LINTEL\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toHaveProperty('errors');
  });
});

describe('forwarded addresses', () => {
  it('ignore X-Forwarded-For unless a proxy is configured, so forging it does not escape the login limit', async () => {
    const attempt = (forwarded?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/identity-broker/customer/api/v3/login',
        remoteAddress: '198.51.100.7',
        headers: json(forwarded ? { 'x-forwarded-for': forwarded } : {}),
        payload: { email: uniqueEmail(), password: 'Nope-Nope-123!' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
    for (let n = 1; n <= 5; n++) expect((await attempt(`203.0.113.${n}`)).statusCode).toBe(429);
  });

  it('log the connection address, not a forged one', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '198.51.100.9', headers: { 'x-forwarded-for': '203.0.113.99' } });
    const all = t.logs.join('');
    expect(all).toContain('198.51.100.9');
    expect(all).not.toContain('203.0.113.99');
  });

  it('believe X-Forwarded-For from a configured proxy', async () => {
    const proxied = await buildTestApp({ captureLogs: true, trustProxy: ['10.0.0.0/8'] });
    try {
      await proxied.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '203.0.113.50' } });
      await proxied.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '198.51.100.10', headers: { 'x-forwarded-for': '203.0.113.51' } });
      const all = proxied.logs.join('');
      expect(all).toContain('203.0.113.50');
      expect(all).not.toContain('203.0.113.51');
    } finally {
      await proxied.close();
    }
  });
});

describe('headers', () => {
  it('tell caches not to keep API answers that carry tokens or personal data', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      headers: json(),
      payload: { email: uniqueEmail(), password: 'Harbor-Lights-42!', phoneNumber: '5555551234' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const profile = await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: json() });
    expect(profile.headers['cache-control']).toBe('no-store');
  });

  it('send a Permissions-Policy that opens the camera only for identity and notary, geolocation only for signing', async () => {
    const policyOf = async (url: string) => String((await t.app.inject({ method: 'GET', url })).headers['permissions-policy']);
    const register = await policyOf('/account/heloc/register/name');
    expect(register).toContain('camera=()');
    expect(register).toContain('microphone=()');
    expect(register).toContain('geolocation=()');
    expect(register).toContain('payment=()');
    const identity = await policyOf('/account/heloc/7f1c6f7e-7d0e-4c47-9a53-0b4a4f1d2c3e/identity');
    expect(identity).toContain('camera=(self)');
    expect(identity).toContain('geolocation=()');
    const notary = await policyOf('/account/heloc/7f1c6f7e-7d0e-4c47-9a53-0b4a4f1d2c3e/notary/session');
    expect(notary).toContain('microphone=(self)');
    const signing = await policyOf('/account/heloc/7f1c6f7e-7d0e-4c47-9a53-0b4a4f1d2c3e/signing/sign');
    expect(signing).toContain('geolocation=(self)');
    expect(signing).toContain('camera=()');
  });
});

describe('the access log', () => {
  it('keeps query keys but not the values of personal fields', async () => {
    const { jwt } = await createAgent(t.app);
    const email = uniqueEmail('searched');
    await t.app.inject({ method: 'GET', url: `/service-ops/agent/api/v1/applications?q=${encodeURIComponent(email)}&status=IN_PROGRESS`, headers: json({ authorization: `Bearer ${jwt}` }) });
    await t.app.inject({ method: 'GET', url: '/service-address/external/api/v1/typeahead?q=1234%20Secret%20Lane', headers: json() });
    const all = t.logs.join('');
    expect(all).toContain('q=[redacted]&status=IN_PROGRESS');
    expect(all).not.toContain(email);
    expect(all).not.toContain(encodeURIComponent(email));
    expect(all).not.toContain('Secret');
  });
});
