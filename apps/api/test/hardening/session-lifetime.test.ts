import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, json, registerApplicant, type TTestApp } from '../helper.ts';

// Issue 19 item 8: sessions end, at an absolute lifetime, after idling, and everywhere at once on request.
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ sessionMaxHours: 12, sessionIdleMinutes: 30 });
});
afterAll(() => t.close());

const identityOf = (app: FastifyInstance, jwt: string) => app.inject({ method: 'GET', url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) });
const sessionIdOf = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;
const logIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/identity-broker/customer/api/v3/login', headers: json(), payload: { email, password } });

describe('session lifetime', () => {
  it('ends a session at its absolute lifetime however busy it is', async () => {
    const applicant = await registerApplicant(t.app);
    expect((await identityOf(t.app, applicant.jwt)).statusCode).toBe(200);
    // Opened 12 hours ago and used a second ago: still over.
    await t.database.executeSql(`update sessions set created_at = now() - interval '12 hours 1 minute', last_seen_at = now() where id = $1`, [
      sessionIdOf(applicant.jwt),
    ]);
    // A fresh server process reads the session's times from the database.
    const other = await buildTestApp({ database: t.database, sessionMaxHours: 12 });
    try {
      expect((await identityOf(other.app, applicant.jwt)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('ends a session left idle past the idle limit, and keeps one in use', async () => {
    const idle = await registerApplicant(t.app);
    const busy = await registerApplicant(t.app);
    expect((await identityOf(t.app, idle.jwt)).statusCode).toBe(200);
    await t.database.executeSql(`update sessions set last_seen_at = now() - interval '31 minutes' where id = $1`, [sessionIdOf(idle.jwt)]);
    await t.database.executeSql(`update sessions set last_seen_at = now() - interval '5 minutes' where id = $1`, [sessionIdOf(busy.jwt)]);
    // A fresh server process reads the sessions from the database (no cached times).
    const other = await buildTestApp({ database: t.database, sessionIdleMinutes: 30 });
    try {
      expect((await identityOf(other.app, idle.jwt)).statusCode).toBe(401);
      expect((await identityOf(other.app, busy.jwt)).statusCode).toBe(200);
      // The busy session's use was recorded: it is no longer five minutes idle.
      const { rows } = await t.database.executeSql(`select extract(epoch from now() - last_seen_at) as idle from sessions where id = $1`, [sessionIdOf(busy.jwt)]);
      expect(Number((rows[0] as { idle: string }).idle)).toBeLessThan(60);
    } finally {
      await other.close();
    }
  });

  it('logs out everywhere: every session of the caller ends, another person keeps theirs', async () => {
    const applicant = await registerApplicant(t.app);
    const second = (await logIn(applicant.email, applicant.password)).json<{ jwt: string }>().jwt;
    const stranger = await registerApplicant(t.app);
    expect((await identityOf(t.app, second)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout-all', headers: bearer(applicant.jwt) });
    expect(out.statusCode).toBe(204);
    expect((await identityOf(t.app, applicant.jwt)).statusCode).toBe(401);
    expect((await identityOf(t.app, second)).statusCode).toBe(401);
    expect((await identityOf(t.app, stranger.jwt)).statusCode).toBe(200);
    // A new login works as before.
    const again = (await logIn(applicant.email, applicant.password)).json<{ jwt: string }>().jwt;
    expect((await identityOf(t.app, again)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout-all', headers: json() });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('isSessionExpired', () => {
  const lifetime = { maxMs: 12 * 3_600_000, idleMs: 30 * 60_000 };
  const at = (msAgo: number, now: number) => new Date(now - msAgo);
  it('ends a session at the absolute lifetime or the idle limit, whichever comes first', async () => {
    const { isSessionExpired } = await import('../../src/modules/identity/session-lifetime.ts');
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(isSessionExpired({ startedAt: at(11 * 3_600_000, now), lastSeenAt: at(60_000, now) }, lifetime, now)).toBe(false);
    expect(isSessionExpired({ startedAt: at(12 * 3_600_000, now), lastSeenAt: at(0, now) }, lifetime, now)).toBe(true);
    expect(isSessionExpired({ startedAt: at(3_600_000, now), lastSeenAt: at(30 * 60_000, now) }, lifetime, now)).toBe(true);
  });
});
