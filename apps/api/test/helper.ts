import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type TConfig } from '../src/platform/config.ts';
import { createPglite, openPostgres, usePglite, type Db, type TDatabase } from '../src/platform/database.ts';
import { createAgent as createAgentRecord } from '../src/modules/identity/index.ts';

export type TTestApp = {
  app: FastifyInstance;
  db: Db;
  database: TDatabase;
  /** Every log line the app wrote, when `captureLogs` was asked for. */
  logs: string[];
  close: () => Promise<void>;
};

export type TTestAppOptions = Partial<TConfig> & {
  captureLogs?: boolean;
  /** Reuse an open database (e.g. to restart the app on the same data); the caller closes it. */
  database?: TDatabase;
  /** Runs before app.ready(): add test-only routes or workers here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
};

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

const testConfig = (overrides: Partial<TConfig>, dataDir: string): TConfig => ({
  ...loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    RATE_LIMIT_REGISTER_PER_MINUTE: '10000',
    RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: '10000',
    LOGIN_LOCKOUT_FAILURES: '1000',
    // A fixed keyring: tests that run as production need one, and no test writes a key file.
    ENCRYPTION_KEYS: `test:${'7'.repeat(64)}`,
  }),
  dataDir,
  // Tests never depend on whether the web app happens to be built.
  webDist: path.join(dataDir, 'no-web-dist'),
  ...overrides,
});

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, migrated, dropped on close. */
const openTestPostgres = async (): Promise<TDatabase> => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `lintel_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};

/** A migrated database of its own: a copy of the run's PGlite template, or a new PostgreSQL database with TEST_DB=postgres. */
export const openTestDatabase = async (): Promise<TDatabase> => {
  if (process.env.TEST_DB === 'postgres') return openTestPostgres();
  const template = readFileSync(inject('pgliteTemplate'));
  return usePglite(await createPglite({ loadDataDir: new Blob([template]) }));
};

/** The whole server on its own database, called in-process with app.inject. */
export const buildTestApp = async (options: TTestAppOptions = {}): Promise<TTestApp> => {
  const { captureLogs, database: given, beforeReady, ...overrides } = options;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lintel-api-test-'));
  const database = given ?? (await openTestDatabase());
  const logs: string[] = [];
  const logStream = captureLogs
    ? new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      })
    : undefined;
  const config = testConfig({ ...(captureLogs ? { logLevel: 'info' } : {}), ...overrides }, dataDir);
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, logStream, jobPollingIntervalSeconds: 0.5 });
    await beforeReady?.(app);
    await app.ready();
  } catch (error) {
    // A failed start must not leak the database (a PostgreSQL test database would stay behind).
    if (!given) await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    db: database.db,
    database,
    logs,
    close: async () => {
      await app.close();
      if (!given) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const ORG = 'LINTEL';
export const STRONG_PASSWORD = 'Harbor-Lights-42!';
export const json = (headers: Record<string, string> = {}) => ({ 'x-org': ORG, 'content-type': 'application/json', ...headers });
export const bearer = (jwt: string, headers: Record<string, string> = {}) => ({ ...json(headers), authorization: `Bearer ${jwt}` });
export const uniqueEmail = (prefix = 'applicant') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** Registers an applicant through the API; answers what later calls need. */
export const registerApplicant = async (
  app: FastifyInstance,
  options: { email?: string; password?: string; phoneNumber?: string; orgCode?: string } = {},
) => {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? STRONG_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/identity/api/v1/registration/register',
    headers: json({ 'x-org': options.orgCode ?? ORG }),
    payload: { email, password, phoneNumber: options.phoneNumber ?? '(555) 555-1234' },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { jwt } = response.json<{ jwt: string }>();
  return { jwt, email, password, identityUuid: String(decodeJwt(jwt).sub) };
};

/** Creates an agent (admin when asked) and logs in on the agent path. */
export const createAgent = async (app: FastifyInstance, options: { admin?: boolean; orgCodes?: string[]; email?: string } = {}) => {
  const email = options.email ?? uniqueEmail(options.admin ? 'admin' : 'agent');
  const password = STRONG_PASSWORD;
  const { identityUuid } = await createAgentRecord({ db: app.db, email, password, admin: options.admin, orgCodes: options.orgCodes });
  const response = await app.inject({
    method: 'POST',
    url: '/identity-broker/agent/api/v3/login',
    headers: json(),
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`agent login failed: ${response.statusCode} ${response.body}`);
  return { jwt: response.json<{ jwt: string }>().jwt, email, password, identityUuid };
};

/** Polls `read` until it answers something other than undefined (a job's effect, a delivered message). */
export const waitFor = async <T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> => {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** One message of the sandbox mailbox (GET /service-ops/agent/api/v1/outbox, admin). */
export type TMailboxMessage = { to: string; channel: string; subject: string; text: string; links: string[]; createdAt: string };

export const readMailbox = async (app: FastifyInstance, adminJwt: string, to: string) =>
  app.inject({ method: 'GET', url: `/service-ops/agent/api/v1/outbox?to=${encodeURIComponent(to)}`, headers: bearer(adminJwt) });

/**
 * Two apps on one PostgreSQL test database, each with its own pool, as two server processes would have
 * (TEST_DB=postgres only); `close` ends both and drops the database.
 */
export const buildTwoServersOnPostgres = async (): Promise<{ first: TTestApp; second: TTestApp; close: () => Promise<void> }> => {
  const database = await openTestDatabase();
  const first = await buildTestApp({ database });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const secondDatabase = await openPostgres(String(pool.options.connectionString));
  const second = await buildTestApp({ database: secondDatabase });
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await secondDatabase.close();
      await first.close();
      await database.close();
    },
  };
};
