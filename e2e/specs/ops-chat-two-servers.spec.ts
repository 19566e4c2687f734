// Issue 17's done-when, second half: the same conversation with the applicant on one server process and the
// agent's console on another, both on one PostgreSQL database (chat fan-out through LISTEN/NOTIFY). Runs when
// TEST_DATABASE_URL names a PostgreSQL server (skipped otherwise): each run makes its own database and drops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { test } from '../fixtures/test.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/admin.ts';
import { findFreePort } from '../support/free-port.ts';
import { chatBetweenWidgetAndConsole } from '../support/ops-chat.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const withAdmin = async (statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const startServer = async (databaseUrl: string, dataDir: string, children: ChildProcess[]): Promise<string> => {
  const port = findFreePort();
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_DIST: path.join(repoRoot, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'two-server-e2e-secret-long-enough-for-hs256-0123',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
      SANDBOX_DELAY_MS: '0',
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

test.describe('two server processes on one PostgreSQL', () => {
  test.skip(!adminUrl, 'TEST_DATABASE_URL names no PostgreSQL server');
  test.setTimeout(240_000);
  const children: ChildProcess[] = [];
  const name = `lintel_e2e_${randomUUID().replaceAll('-', '')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lintel-e2e-two-'));
  let first = '';
  let second = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await withAdmin(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // One after the other: the first migrates, the second finds the database ready. Both share one file store
    // (DATA_DIR, as a shared volume would be; S3_BUCKET otherwise): a file sent through one is read through the other.
    first = await startServer(url.toString(), dataDir, children);
    second = await startServer(url.toString(), dataDir, children);
  });

  test.afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await withAdmin(`drop database if exists ${name} with (force)`).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the applicant on one process and the agent console on the other chat until the agent ends it', async ({ browser }) => {
    const applicant = await browser.newContext({ baseURL: first, extraHTTPHeaders: { 'x-org': 'LINTEL' } });
    const agent = await browser.newContext({ baseURL: second, extraHTTPHeaders: { 'x-org': 'LINTEL' } });
    await chatBetweenWidgetAndConsole(await applicant.newPage(), await agent.newPage());
    await applicant.close();
    await agent.close();
  });
});
