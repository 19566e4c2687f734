// Issue 19 item 1: two real server processes on one PostgreSQL database count the same login attempts,
// so a client cannot double its allowance by reaching another process behind the load balancer.
// Runs only when TEST_DATABASE_URL names a PostgreSQL server (skipped otherwise).
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from '../server-process.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lintel-shared-limits-'));
const databaseName = `lintel_test_${randomUUID().replaceAll('-', '')}`;
const children: ChildProcess[] = [];

const withAdmin = async (statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const startServer = async (databaseUrl: string) =>
  (
    await startServerProcess({
      dataDir,
      started: children,
      env: { DATABASE_URL: databaseUrl, RATE_LIMIT_LOGIN_PER_MINUTE: '4', LOGIN_LOCKOUT_FAILURES: '1000' },
    })
  ).base;

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
    killServerProcesses(children);
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
