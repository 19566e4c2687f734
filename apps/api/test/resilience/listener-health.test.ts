import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../src/platform/notification-listener.ts';
import { buildTestApp, waitFor, type TTestApp } from '../helper.ts';

/**
 * Decision 068: /healthz says unavailable while the process's one listening connection (decision 064) is down,
 * since the process then serves caches that miss other processes' changes and misses chat and notary fan-out.
 */

const onPostgres = process.env.TEST_DB === 'postgres';
const poolOf = (t: TTestApp) => (t.db as unknown as { $client: pg.Pool }).$client;

const healthOf = async (t: TTestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/healthz' });
  return { code: response.statusCode, body: response.json<{ status: string }>() };
};

describe('/healthz and the listening connection', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('answers ok once the server is ready, with the listener listening', async () => {
    expect(t.app.notifications.state()).toBe('listening');
    expect(await healthOf(t)).toEqual({ code: 200, body: { status: 'ok' } });
  });

  it.runIf(onPostgres)(
    'answers 503 unavailable while the listening connection is down, and ok once it listens again',
    async () => {
      const listener = await poolOf(t).query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and application_name = $1`,
        [LISTENER_APPLICATION_NAME],
      );
      expect(listener.rows).toHaveLength(1);
      const ended = listener.rows[0]!.pid;
      // Fresh database check first, so the answers below are the listener's alone.
      expect((await healthOf(t)).code).toBe(200);
      await poolOf(t).query('select pg_terminate_backend($1)', [ended]);

      // The first reconnect waits 0.5 s after the drop: polled every 100 ms, the gap is seen.
      const down = await waitFor(async () => {
        const health = await healthOf(t);
        return health.code === 503 ? health : undefined;
      }, 5_000);
      expect(down.body).toEqual({ status: 'unavailable' });
      expect(t.app.notifications.state()).toBe('reconnecting');
      expect(t.app.notifications.isListening('application_status')).toBe(false);

      const up = await waitFor(async () => {
        const health = await healthOf(t);
        return health.code === 200 ? health : undefined;
      }, 10_000);
      expect(up.body).toEqual({ status: 'ok' });
      expect(t.app.notifications.state()).toBe('listening');
      expect(t.app.notifications.isListening('application_status')).toBe(true);
      // On a new connection, not the ended one.
      const now = await poolOf(t).query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and application_name = $1`,
        [LISTENER_APPLICATION_NAME],
      );
      expect(now.rows.map((row) => row.pid)).not.toContain(ended);
      expect(now.rows).toHaveLength(1);
    },
  );
});
