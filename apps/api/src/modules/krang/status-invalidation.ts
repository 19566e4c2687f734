import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../platform/database.ts';
import { onStatusChange, STATUS_CHANNEL } from '../application/index.ts';

/**
 * Tells a status cache when an entry goes stale. Every process hears its own changes in-process. On a
 * shared PostgreSQL database it also holds one LISTEN connection, so a change committed by another
 * process evicts here as soon as the notification arrives. While that connection is down, `isReliable`
 * is false and the cache falls back to a short lifetime; a (re)connect clears everything, since
 * notifications sent meanwhile were missed.
 */
export type TStatusInvalidation = {
  /** True when every change, from any process, is announced (in-process only, or LISTEN connected). */
  isReliable: () => boolean;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

export type TInvalidationHandlers = { evict: (uuid: string) => void; evictAll: () => void };

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/** The node-postgres pool behind a Drizzle database, or undefined on PGlite (one process per data folder). */
const poolOf = (db: Db): pg.Pool | undefined => {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

export const createStatusInvalidation = (
  options: { db: Db; log: FastifyBaseLogger } & TInvalidationHandlers,
): TStatusInvalidation => {
  const { evict, evictAll, log } = options;
  const stopInProcess = onStatusChange(options.db, (uuid) => evict(uuid));
  const pool = poolOf(options.db);
  if (!pool) {
    return { isReliable: () => true, start: async () => undefined, close: async () => stopInProcess() };
  }

  let listener: pg.PoolClient | undefined;
  let connected = false;
  let closed = false;
  let retryMs = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const drop = (client: pg.PoolClient, error: Error) => {
    if (listener !== client) return;
    listener = undefined;
    connected = false;
    evictAll();
    client.release(error);
    if (!closed)
      log.warn({ fault: error.message }, 'status notifications lost: falling back to a short cache lifetime');
    scheduleReconnect();
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      log.warn({ fault: (error as Error).message }, 'status notifications: connect failed');
      scheduleReconnect();
      return;
    }
    client.on('notification', (message) => {
      if (message.channel === STATUS_CHANNEL && message.payload) evict(message.payload);
    });
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client, new Error('connection ended')));
    listener = client;
    try {
      await client.query(`LISTEN ${STATUS_CHANNEL}`);
    } catch (error) {
      drop(client, error as Error);
      return;
    }
    if (closed) return;
    connected = true;
    retryMs = RECONNECT_FIRST_MS;
    // Whatever changed while nobody listened is unknown: start from an empty cache.
    evictAll();
  };

  return {
    isReliable: () => connected,
    start: connect,
    close: async () => {
      closed = true;
      stopInProcess();
      clearTimeout(timer);
      const client = listener;
      listener = undefined;
      connected = false;
      if (client) {
        await client.query(`UNLISTEN ${STATUS_CHANNEL}`).catch(() => undefined);
        client.release();
      }
    },
  };
};
