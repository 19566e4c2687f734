import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from './database.ts';

/**
 * Tells an in-process cache when an entry goes stale (decisions 013 and 015). Every process hears its own
 * changes in-process. On a shared PostgreSQL database it also holds one LISTEN connection on `channel`, so a
 * change committed by another process evicts here as soon as the notification arrives (the writer sends
 * `pg_notify(channel, key)` inside its transaction). While that connection is down, `isReliable` is false
 * and the cache falls back to a short lifetime; a (re)connect clears everything, since notifications sent
 * meanwhile were missed.
 */
export type TChangeInvalidation = {
  /** True when every change, from any process, is announced (in-process only, or LISTEN connected). */
  isReliable: () => boolean;
  /**
   * Call just before the writer's transaction. With `acknowledge`, resolves once every process listening
   * on the channel has evicted `key` (each answers the notification with an acknowledgement after evicting);
   * at once when nothing listens or without `acknowledge`; after `timeoutMs` at the latest (a process that
   * died or lost its connection clears its whole cache anyway). Lets a logout answer only when no process
   * can still accept the token.
   */
  awaitDelivery: (key: string, timeoutMs?: number) => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

export type TInvalidationHandlers = { evict: (key: string) => void; evictAll: () => void };

export type TChangeInvalidationOptions = { db: Db; log: FastifyBaseLogger } & TInvalidationHandlers & {
    /** The PostgreSQL notification channel; each payload is one key to evict. */
    channel: string;
    /** What the notifications are about, for the log line when they are lost. */
    subject: string;
    /** Every process acknowledges each notification it evicted for, so awaitDelivery can wait for all. */
    acknowledge?: boolean;
    /** Subscribes `evict` to this process's own changes; answers the unsubscribe. */
    subscribeInProcess: (evict: (key: string) => void) => () => void;
  };

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;
const DELIVERY_TIMEOUT_MS = 1_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** The node-postgres pool behind a Drizzle database, or undefined on PGlite (one process per data folder). */
const poolOf = (db: Db): pg.Pool | undefined => {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

export const createChangeInvalidation = (options: TChangeInvalidationOptions): TChangeInvalidation => {
  const { evict, evictAll, log, channel, subject } = options;
  // The channel goes into LISTEN as an identifier: only plain names are accepted.
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid notification channel name: ${channel}`);
  const stopInProcess = options.subscribeInProcess(evict);
  const pool = poolOf(options.db);
  if (!pool) {
    return {
      isReliable: () => true,
      awaitDelivery: async () => undefined,
      start: async () => undefined,
      close: async () => stopInProcess(),
    };
  }

  const ackChannel = `${channel}_ack`;
  // The listener's one statement: pg_stat_activity shows it for every listening connection, which is how a
  // writer counts the acknowledgements to wait for.
  const listenStatement = options.acknowledge
    ? `LISTEN ${channel}; LISTEN ${ackChannel}`
    : `LISTEN ${channel}`;
  type TDeliveryWaiter = { acks: number; expected: number | undefined; done: () => void };
  const deliveryWaiters = new Map<string, Set<TDeliveryWaiter>>();
  const settle = (waiter: TDeliveryWaiter) => {
    if (waiter.expected !== undefined && waiter.acks >= waiter.expected) waiter.done();
  };
  const hearAck = (key: string) => {
    for (const waiter of deliveryWaiters.get(key) ?? []) {
      waiter.acks += 1;
      settle(waiter);
    }
  };
  const releaseAllWaiters = () => {
    for (const waiters of [...deliveryWaiters.values()]) for (const waiter of [...waiters]) waiter.done();
  };
  const awaitDelivery = (key: string, timeoutMs = DELIVERY_TIMEOUT_MS): Promise<void> => {
    if (!options.acknowledge || !connected) return Promise.resolve();
    return new Promise((resolve) => {
      const waiters = deliveryWaiters.get(key) ?? new Set<TDeliveryWaiter>();
      deliveryWaiters.set(key, waiters);
      const waiter: TDeliveryWaiter = {
        acks: 0,
        expected: undefined,
        done: () => {
          clearTimeout(timer);
          waiters.delete(waiter);
          if (waiters.size === 0 && deliveryWaiters.get(key) === waiters) deliveryWaiters.delete(key);
          resolve();
        },
      };
      const timer = setTimeout(waiter.done, timeoutMs);
      waiters.add(waiter);
      pool
        .query<{ listeners: number }>(
          'select count(*)::int as listeners from pg_stat_activity where datname = current_database() and query = $1',
          [listenStatement],
        )
        .then((result) => {
          waiter.expected = result.rows[0]?.listeners ?? 0;
          settle(waiter);
        })
        .catch(() => waiter.done());
    });
  };

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
    // No acknowledgement will come back on this connection: release whoever waits for one.
    releaseAllWaiters();
    client.release(error);
    if (!closed)
      log.warn(
        { fault: error.message },
        `${subject} notifications lost: falling back to a short cache lifetime`,
      );
    scheduleReconnect();
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      log.warn({ fault: (error as Error).message }, `${subject} notifications: connect failed`);
      scheduleReconnect();
      return;
    }
    client.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === ackChannel) return hearAck(message.payload);
      if (message.channel !== channel) return;
      evict(message.payload);
      // Evicted: tell the writer, whichever process it is.
      if (options.acknowledge)
        pool.query('select pg_notify($1, $2)', [ackChannel, message.payload]).catch(() => undefined);
    });
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client, new Error('connection ended')));
    listener = client;
    try {
      await client.query(listenStatement);
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
    awaitDelivery,
    start: connect,
    close: async () => {
      closed = true;
      releaseAllWaiters();
      stopInProcess();
      clearTimeout(timer);
      const client = listener;
      listener = undefined;
      connected = false;
      if (client) {
        await client.query('UNLISTEN *').catch(() => undefined);
        client.release();
      }
    },
  };
};
