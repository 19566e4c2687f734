import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type TDatabase } from '../../src/platform/database.ts';
import {
  bearer,
  buildTestApp,
  createAgent,
  openTestDatabase,
  registerApplicant,
  type TTestApp,
} from '../helper.ts';
import {
  createApplicationBody,
  createApplicationVia,
  readStatus,
  waitForStatusOtherThan,
} from '../application/application-fixtures.ts';

const OPS = '/service-ops/agent/api/v1';
const statusUrl = (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;

const moveAsAdmin = async (app: FastifyInstance, adminJwt: string, uuid: string, status: string) => {
  const response = await app.inject({
    method: 'POST',
    url: `${OPS}/applications/${uuid}/status`,
    headers: bearer(adminJwt),
    payload: { status, reason: 'status cache test', force: true },
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** An applicant whose application has settled in OFFER_SELECTION (the pre-qualification jobs are done). */
const settledApplication = async (app: FastifyInstance) => {
  const applicant = await registerApplicant(app);
  const { uuid } = await createApplicationVia(app, applicant.jwt, createApplicationBody());
  const status = await waitForStatusOtherThan(app, applicant.jwt, uuid);
  expect(status.applicationStatus).toBe('OFFER_SELECTION');
  return { applicant, uuid };
};

describe('status call on one server', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('shows a status change on the very next call', async () => {
    const admin = await createAgent(t.app, { admin: true });
    const { applicant, uuid } = await settledApplication(t.app);
    // Twice, so the second answer comes from the cache.
    await readStatus(t.app, applicant.jwt, uuid);
    await readStatus(t.app, applicant.jwt, uuid);
    await moveAsAdmin(t.app, admin.jwt, uuid, 'COLLECT_ADDITIONAL_INFO');
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('COLLECT_ADDITIONAL_INFO');
  });

  it('answers 404 to anyone but the owner, even with the status cached, and for another organisation', async () => {
    const { applicant, uuid } = await settledApplication(t.app);
    await readStatus(t.app, applicant.jwt, uuid);
    const stranger = await registerApplicant(t.app);
    const asStranger = await t.app.inject({
      method: 'GET',
      url: statusUrl(uuid),
      headers: bearer(stranger.jwt),
    });
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.body).not.toContain(uuid);
    const otherOrg = await t.app.inject({
      method: 'GET',
      url: statusUrl(uuid),
      headers: bearer(applicant.jwt, { 'x-org': 'LINTEL_NY' }),
    });
    expect(otherOrg.statusCode).toBe(404);
  });
});

/**
 * Two servers on one PostgreSQL database, each with its own connection pool (as two processes would
 * have): the change is made through one and must show on the other without waiting for any lifetime.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('status call across two servers on PostgreSQL', () => {
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

  it('evicts the other server’s cached status as soon as the change commits', async () => {
    const admin = await createAgent(first.app, { admin: true });
    const { applicant, uuid } = await settledApplication(first.app);
    for (const target of ['COLLECT_ADDITIONAL_INFO', 'HMDA', 'APP_SUBMISSION']) {
      await readStatus(second.app, applicant.jwt, uuid);
      const started = Date.now();
      await moveAsAdmin(first.app, admin.jwt, uuid, target);
      // The notification travels through the database: allow it a few milliseconds, far below any lifetime.
      let seen = (await readStatus(second.app, applicant.jwt, uuid)).applicationStatus;
      while (seen !== target && Date.now() - started < 300) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        seen = (await readStatus(second.app, applicant.jwt, uuid)).applicationStatus;
      }
      expect(seen).toBe(target);
    }
  });

  it('falls back to a short lifetime while the listener is down, then listens again', async () => {
    const admin = await createAgent(first.app, { admin: true });
    const { applicant, uuid } = await settledApplication(first.app);
    await readStatus(second.app, applicant.jwt, uuid);
    const pool = (secondDatabase.db as unknown as { $client: pg.Pool }).$client;
    // Both servers lose their LISTEN connection, as on a database restart or a network fault.
    await pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await pool.query(`update applications set status = 'HMDA' where uuid = $1`, [uuid]);
    const lostAt = Date.now();
    let seen = (await readStatus(second.app, applicant.jwt, uuid)).applicationStatus;
    while (seen !== 'HMDA' && Date.now() - lostAt < 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = (await readStatus(second.app, applicant.jwt, uuid)).applicationStatus;
    }
    expect(seen).toBe('HMDA');

    // Reconnected (0.5 s after the loss): changes are announced again and show at once.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await readStatus(second.app, applicant.jwt, uuid);
    await moveAsAdmin(first.app, admin.jwt, uuid, 'APP_SUBMISSION');
    const movedAt = Date.now();
    seen = (await readStatus(second.app, applicant.jwt, uuid)).applicationStatus;
    while (seen !== 'APP_SUBMISSION' && Date.now() - movedAt < 300) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen = (await readStatus(second.app, applicant.jwt, uuid)).applicationStatus;
    }
    expect(seen).toBe('APP_SUBMISSION');
  });

  it('keeps answering from the cache while no change is announced', async () => {
    const { applicant, uuid } = await settledApplication(first.app);
    await readStatus(second.app, applicant.jwt, uuid);
    // A write that bypasses changeStatus sends no notification: the cached answer stays, which shows the
    // eviction above came from the notification and not from a lifetime running out.
    const pool = (secondDatabase.db as unknown as { $client: pg.Pool }).$client;
    await pool.query(`update applications set status = 'HMDA' where uuid = $1`, [uuid]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await readStatus(second.app, applicant.jwt, uuid)).applicationStatus).toBe('OFFER_SELECTION');
  });
});
