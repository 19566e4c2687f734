import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { isLoopbackAddress } from '../src/platform/rate-limits.ts';
import { STRONG_PASSWORD, buildTestApp, json, uniqueEmail, type TTestApp } from './helper.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitLoginPerMinute: 3, rateLimitRegisterPerMinute: 2 });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('answers 429 with a plain message after too many logins from one address', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/identity-broker/customer/api/v3/login', headers: json(), payload: { email: uniqueEmail(), password: 'Nope-Nope-123!' } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const blocked = await attempt();
    expect(blocked.json()).toEqual({ errors: ['Too many attempts. Please wait a minute and try again.'] });
    // Once over its limit the address is refused from memory until its window ends (decision 049): the shared
    // count stopped at the first refusal, however many more attempts come.
    const counted = async () =>
      Number(((await t.database.executeSql('select max(count) as count from request_counters')).rows as Array<{ count: number }>)[0]?.count);
    const before = await counted();
    expect(before).toBe(4);
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(429);
    expect(await counted()).toBe(before);
  });

  it('limits registrations too', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/identity/api/v1/registration/register',
        headers: json(),
        payload: { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: '5555551234' },
      });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});

// Decision 075: every address is counted unless RATE_LIMIT_LOOPBACK=exempt lets this machine's calls through.
describe('loopback calls and the rate limits', () => {
  const register = (app: TTestApp['app'], remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      headers: json(),
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: '5555551234' },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const logIn = (app: TTestApp['app'], remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      headers: json(),
      payload: { email: uniqueEmail(), password: 'Nope-Nope-123!' },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('counts loopback by default in every environment; RATE_LIMIT_LOOPBACK=exempt lets it through', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).rateLimitExemptLoopback).toBe(false);
    expect(loadConfig({}).rateLimitExemptLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', RATE_LIMIT_LOOPBACK: 'exempt' }).rateLimitExemptLoopback).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimitExemptLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).rateLimitExemptLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', RATE_LIMIT_LOOPBACK: 'exempt' }).rateLimitExemptLoopback).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', RATE_LIMIT_LOOPBACK: 'count' }).rateLimitExemptLoopback).toBe(false);
    expect(() => loadConfig({ RATE_LIMIT_LOOPBACK: 'maybe' })).toThrow(/RATE_LIMIT_LOOPBACK: must be exempt or count/);
  });

  it('knows the loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.5.6.7', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['10.0.0.1', '128.0.0.1', '::2', '::ffff:10.0.0.1', '203.0.113.9', 'localhost', '']) expect(isLoopbackAddress(address), address).toBe(false);
  });

  it('with the exemption, 15 registrations and 15 logins from 127.0.0.1 are all answered; another address is still refused', async () => {
    const exempt = await buildTestApp({ rateLimitExemptLoopback: true, rateLimitLoginPerMinute: 3, rateLimitRegisterPerMinute: 2 });
    try {
      const registrations = [];
      const logins = [];
      for (let i = 0; i < 15; i++) {
        registrations.push((await register(exempt.app)).statusCode);
        logins.push((await logIn(exempt.app, i % 2 === 0 ? '127.0.0.1' : '::1')).statusCode);
      }
      expect(registrations).toEqual(Array(15).fill(200));
      expect(logins).toEqual(Array(15).fill(401));
      const outside = [];
      for (let i = 0; i < 4; i++) outside.push((await logIn(exempt.app, '203.0.113.9')).statusCode);
      expect(outside).toEqual([401, 401, 401, 429]);
    } finally {
      await exempt.close();
    }
  });

  it('without it (the test and production default), 127.0.0.1 is refused like any address', async () => {
    const counted = await buildTestApp({ rateLimitExemptLoopback: false, rateLimitLoginPerMinute: 3, rateLimitRegisterPerMinute: 2 });
    try {
      const registrations = [];
      const logins = [];
      for (let i = 0; i < 15; i++) {
        registrations.push((await register(counted.app, '127.0.0.1')).statusCode);
        logins.push((await logIn(counted.app, '127.0.0.1')).statusCode);
      }
      expect(registrations.slice(0, 3)).toEqual([200, 200, 429]);
      expect(registrations.slice(2).every((code) => code === 429)).toBe(true);
      expect(logins.slice(0, 4)).toEqual([401, 401, 401, 429]);
      expect(logins.slice(3).every((code) => code === 429)).toBe(true);
    } finally {
      await counted.close();
    }
  });
});
