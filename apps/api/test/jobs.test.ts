import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type TDatabase } from '../src/platform/database.ts';
import { startJobQueue } from '../src/platform/jobs.ts';
import { createNotificationListener } from '../src/platform/notification-listener.ts';
import { buildTestApp, openTestDatabase } from './helper.ts';

const waitFor = async (check: () => boolean, timeoutMs = 20_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const onPostgres = process.env.TEST_DB === 'postgres';
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('job queue', () => {
  it('runs a sent job with its payload', async () => {
    const seen: unknown[] = [];
    const t = await buildTestApp({
      beforeReady: (app) => app.jobs.work<{ applicationUuid: string }>('test-echo', async (payload) => void seen.push(payload)),
    });
    try {
      const id = await t.app.jobs.send('test-echo', { applicationUuid: 'a-1' });
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await waitFor(() => seen.length === 1);
      expect(seen).toEqual([{ applicationUuid: 'a-1' }]);
    } finally {
      await t.close();
    }
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    const attempts: Array<{ at: number; retryCount: number }> = [];
    const t = await buildTestApp({
      beforeReady: (app) =>
        app.jobs.work('test-flaky', async (_payload, job) => {
          attempts.push({ at: Date.now(), retryCount: job.retryCount });
          if (attempts.length < 3) throw new Error('vendor timeout');
        }),
    });
    try {
      await t.app.jobs.send('test-flaky', {}, { retryLimit: 3, retryDelay: 1, retryBackoff: true });
      await waitFor(() => attempts.length === 3, 30_000);
      expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
      const [first, second, third] = attempts.map((a) => a.at) as [number, number, number];
      // pg-boss's backoff waits retryDelay × 2^(n+1) / 2 plus up to as much again at random (jitter): the first retry
      // comes 1-2 s after the failure, the second 2-4 s. The gaps themselves may overlap, their floors may not.
      expect(second - first).toBeGreaterThanOrEqual(900);
      expect(third - second).toBeGreaterThanOrEqual(1900);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('ignores a second send with the same singletonKey', async () => {
    const t = await buildTestApp();
    try {
      const first = await t.app.jobs.send('test-once', { n: 1 }, { singletonKey: 'application-42', startAfter: 3600 });
      const second = await t.app.jobs.send('test-once', { n: 2 }, { singletonKey: 'application-42', startAfter: 3600 });
      const other = await t.app.jobs.send('test-once', { n: 3 }, { singletonKey: 'application-43', startAfter: 3600 });
      expect(first).toBeTruthy();
      expect(second).toBeNull();
      expect(other).toBeTruthy();
    } finally {
      await t.close();
    }
  });

  it('finishes a running job before the app finishes closing', async () => {
    let finished = false;
    let started = false;
    const t = await buildTestApp({
      beforeReady: (app) =>
        app.jobs.work('test-slow', async () => {
          started = true;
          await new Promise((resolve) => setTimeout(resolve, 1000));
          finished = true;
        }),
    });
    await t.app.jobs.send('test-slow', {});
    await waitFor(() => started);
    await t.close();
    expect(finished).toBe(true);
  });

  it('keeps a queued job across a restart on the same database and runs it after', async () => {
    // PGlite: the same data folder reopened; PostgreSQL: the same database.
    let database: TDatabase;
    let reopen: () => Promise<TDatabase>;
    if (onPostgres) {
      database = await openTestDatabase();
      reopen = async () => database;
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'lintel-jobs-restart-'));
      folders.push(dir);
      database = await openPglite(dir);
      reopen = () => openPglite(dir);
    }
    const first = await buildTestApp({ database });
    const id = await first.app.jobs.send('test-durable', { applicationUuid: 'survivor' });
    await first.close();
    if (!onPostgres) await database.close();

    const seen: unknown[] = [];
    const reopened = await reopen();
    const second = await buildTestApp({
      database: reopened,
      beforeReady: (app) => app.jobs.work('test-durable', async (payload, job) => void seen.push({ payload, id: job.id })),
    });
    try {
      await waitFor(() => seen.length === 1);
      expect(seen).toEqual([{ payload: { applicationUuid: 'survivor' }, id }]);
    } finally {
      await second.close();
      await reopened.close();
    }
  }, 90_000);

  it.runIf(onPostgres)('starts a job another process sends at once, not at its next poll', async () => {
    const database = await openTestDatabase();
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const other = await openPostgres(String(pool.options.connectionString));
    const log = pino({ level: 'silent' });
    // Both loops poll once an hour: only the send's notification can start the job within the wait below.
    const workerNotifications = createNotificationListener({ db: database.db, log });
    const senderNotifications = createNotificationListener({ db: other.db, log });
    const worker = await startJobQueue({ executeSql: database.executeSql, log, pollingIntervalSeconds: 3600, crossProcessWake: { notifications: workerNotifications } });
    const sender = await startJobQueue({ executeSql: other.executeSql, log, pollingIntervalSeconds: 3600, crossProcessWake: { notifications: senderNotifications } });
    await Promise.all([workerNotifications.start(), senderNotifications.start()]);
    try {
      const seen: unknown[] = [];
      await worker.work('test-woken', async (payload) => void seen.push(payload));
      await new Promise((resolve) => setTimeout(resolve, 500));
      await sender.send('test-woken', { n: 1 });
      await waitFor(() => seen.length === 1, 10_000);
      expect(seen).toEqual([{ n: 1 }]);
    } finally {
      await sender.stop(1000);
      await worker.stop(1000);
      await Promise.all([workerNotifications.close(), senderNotifications.close()]);
      await other.close();
      await database.close();
    }
  }, 60_000);
});
