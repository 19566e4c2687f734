import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type TDatabase } from '../../src/platform/database.ts';
import { createAgent as createAgentRecord } from '../../src/modules/identity/index.ts';
import {
  bearer,
  buildTestApp,
  createAgent,
  openTestDatabase,
  registerApplicant,
  type TTestApp,
} from '../helper.ts';

// Decision 015: live sessions are answered from memory; a logout or a change of roles evicts at once.
const identityOf = (app: FastifyInstance, jwt: string) =>
  app.inject({ method: 'GET', url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) });
const logOut = (app: FastifyInstance, jwt: string) =>
  app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: bearer(jwt) });
const advanceClockAs = (app: FastifyInstance, jwt: string) =>
  app.inject({
    method: 'POST',
    url: '/service-ops/agent/api/v1/clock/advance',
    headers: bearer(jwt),
    payload: { minutes: 1 },
  });

/** Revokes a session in the database without going through revokeSession: no eviction is announced. */
const revokeBehindTheCache = async (t: TTestApp, jwt: string) => {
  const { sid } = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };
  await t.database.executeSql('update sessions set revoked_at = now() where id = $1', [sid]);
};

describe('session checks on one server', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('answers a logged-out token 401 on the very next call, though its session was cached', async () => {
    const { jwt } = await registerApplicant(t.app);
    expect((await identityOf(t.app, jwt)).statusCode).toBe(200);
    expect((await identityOf(t.app, jwt)).statusCode).toBe(200);
    expect((await logOut(t.app, jwt)).statusCode).toBe(303);
    const after = await identityOf(t.app, jwt);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ errors: ['Unauthorized'] });
  });

  it('serves a checked session from memory until a logout evicts it', async () => {
    const { jwt } = await registerApplicant(t.app);
    expect((await identityOf(t.app, jwt)).statusCode).toBe(200);
    // A write that bypasses revokeSession announces nothing: the cached session still answers, which shows
    // the 401 above comes from the eviction and not from a database read on every call.
    await revokeBehindTheCache(t, jwt);
    expect((await identityOf(t.app, jwt)).statusCode).toBe(200);
    expect((await logOut(t.app, jwt)).statusCode).toBe(303);
    expect((await identityOf(t.app, jwt)).statusCode).toBe(401);
  });

  it('drops the cached sessions of an agent whose roles change', async () => {
    const agent = await createAgent(t.app);
    expect((await advanceClockAs(t.app, agent.jwt)).statusCode).toBe(404);
    await createAgentRecord({ db: t.db, email: agent.email, password: agent.password, admin: true });
    expect((await advanceClockAs(t.app, agent.jwt)).statusCode).toBe(200);
  });
});

/**
 * Two servers on one PostgreSQL database, each with its own pool (as two processes would have): a logout
 * through one must end the token on the other at once.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('session checks across two servers on PostgreSQL', () => {
  let first: TTestApp;
  let second: TTestApp;
  let secondDatabase: TDatabase;
  beforeAll(async () => {
    const database = await openTestDatabase();
    first = await buildTestApp({ database });
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    secondDatabase = await openPostgres(String(pool.options.connectionString));
    second = await buildTestApp({ database: secondDatabase });
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
    await first?.database.close();
  });

  it('answers 401 on the other server on the very next call after a logout', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { jwt } = await registerApplicant(first.app);
      expect((await identityOf(second.app, jwt)).statusCode).toBe(200);
      expect((await identityOf(second.app, jwt)).statusCode).toBe(200);
      expect((await logOut(first.app, jwt)).statusCode).toBe(303);
      expect((await identityOf(second.app, jwt)).statusCode).toBe(401);
      expect((await identityOf(first.app, jwt)).statusCode).toBe(401);
    }
  });

  it('keeps the other server’s cached session until the logout’s notification evicts it', async () => {
    const { jwt } = await registerApplicant(first.app);
    expect((await identityOf(first.app, jwt)).statusCode).toBe(200);
    expect((await identityOf(second.app, jwt)).statusCode).toBe(200);
    // Revoked behind both caches: each still answers from memory, so the 401 below can only come from the
    // notification the logout sends.
    await revokeBehindTheCache(second, jwt);
    expect((await identityOf(second.app, jwt)).statusCode).toBe(200);
    expect((await logOut(first.app, jwt)).statusCode).toBe(303);
    expect((await identityOf(second.app, jwt)).statusCode).toBe(401);
  });
});
