// Issue 19 item 1: two real server processes on one PostgreSQL database count the same login attempts,
// so a client cannot double its allowance by reaching another process behind the load balancer.
// Runs only when TEST_DATABASE_URL names a PostgreSQL server (skipped otherwise).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const adminUrl = process.env.TEST_DATABASE_URL;
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lintel-shared-limits-'));
const databaseName = `lintel_test_${randomUUID().replaceAll('-', '')}`;
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const withAdmin = async (statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const startServer = async (databaseUrl: string) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-dist'),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'shared-limits-test-secret-long-enough-for-hs256',
      RATE_LIMIT_LOGIN_PER_MINUTE: '4',
      LOGIN_LOCKOUT_FAILURES: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return base;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not answer /healthz within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

describe.skipIf(!adminUrl)('rate limits across server processes', () => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    await withAdmin(`create database ${databaseName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    // One after the other: the first migrates, the second finds the schema in place.
    first = await startServer(url.toString());
    second = await startServer(url.toString());
  }, 180_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await withAdmin(`drop database if exists ${databaseName} with (force)`);
  });

  const logIn = (base: string) =>
    fetch(`${base}/identity-broker/customer/api/v3/login`, {
      method: 'POST',
      headers: { 'x-org': 'LINTEL', 'content-type': 'application/json' },
      body: JSON.stringify({ email: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: 'Wrong-Guess-123!' }),
    });

  it('share one count: four attempts spread over both processes use up the allowance of both', async () => {
    const codes = [];
    for (const base of [first, second, first, second]) codes.push((await logIn(base)).status);
    expect(codes).toEqual([401, 401, 401, 401]);
    const blockedFirst = await logIn(first);
    const blockedSecond = await logIn(second);
    expect([blockedFirst.status, blockedSecond.status]).toEqual([429, 429]);
    expect(await blockedSecond.json()).toEqual({ errors: ['Too many attempts. Please wait a minute and try again.'] });
  });
});
