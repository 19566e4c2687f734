import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from './database.ts';

/** What a subscriber of one channel is told. */
export type TNotificationHandlers = {
  /** One notification's payload, from any process (this one included). */
  notify: (payload: string) => void;
  /** The listening connection dropped: notifications sent from now until `resync` are lost. */
  lost?: () => void;
  /**
   * The channel is listened to again, after a drop or for the first time: a subscriber that must not miss a
   * notification re-reads what it depends on here (a cache drops everything, a socket hub re-reads its feeds).
   */
  resync?: () => void;
};

/**
 * Where the process's listening connection stands (decision 068): `starting` before `start`, `listening` once its
 * (re)connect has listened to every channel subscribed then, `reconnecting` from a drop (or a failed first connect)
 * until that happens again, `closed` after `close`. Always `listening` on the embedded database.
 */
export type TListenerState = 'starting' | 'listening' | 'reconnecting' | 'closed';

/**
 * The process's one listening connection (decision 064), shared by every LISTEN/NOTIFY user: caches, chat and
 * notary fan-out, the job queue's wake-up. On the embedded database (one process per data folder) there is no
 * other process to hear from: `publish` delivers in-process and every channel counts as listened to.
 */
export type TNotificationListener = {
  /** True on a shared PostgreSQL database, where other processes publish and listen too. */
  crossProcess: boolean;
  /** Subscribes to a channel (a plain lower-case name); answers the unsubscribe. */
  subscribe: (channel: string, handlers: TNotificationHandlers) => () => void;
  /** True when every notification on `channel` reaches this process now (always on the embedded database). */
  isListening: (channel: string) => boolean;
  /** Notifies every process listening on `channel`, this one included. */
  publish: (channel: string, payload: string) => Promise<void>;
  /** How many processes (this one included) listen on `channel` at this moment. */
  countListeners: (channel: string) => Promise<number>;
  /** The connection's state now (read by /healthz, decision 068): in memory, no query. */
  state: () => TListenerState;
  /** Connects and listens to every channel subscribed so far; later subscriptions listen as they come. */
  start: () => Promise<void>;
  close: () => Promise<void>;
};

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;
// A channel goes into LISTEN as an identifier: only plain names are accepted.
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
/** How the listening connection names itself in pg_stat_activity, for an operator counting connections. */
export const LISTENER_APPLICATION_NAME = 'lintel-listener';

/** The node-postgres pool behind a Drizzle database, or undefined on PGlite. */
export const poolOf = (db: Db): pg.Pool | undefined => {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

type TSubscribers = Map<string, Set<TNotificationHandlers>>;

const addSubscriber = (subscribers: TSubscribers, channel: string, handlers: TNotificationHandlers) => {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid notification channel name: ${channel}`);
  const set = subscribers.get(channel) ?? new Set<TNotificationHandlers>();
  subscribers.set(channel, set);
  set.add(handlers);
  return () => {
    set.delete(handlers);
    if (set.size === 0 && subscribers.get(channel) === set) subscribers.delete(channel);
  };
};

const deliver = (subscribers: TSubscribers, channel: string, payload: string) => {
  for (const handlers of [...(subscribers.get(channel) ?? [])]) handlers.notify(payload);
};

/** PostgreSQL when the database is a node-postgres pool, else the in-process form. */
export const createNotificationListener = (options: {
  db: Db;
  log: FastifyBaseLogger;
}): TNotificationListener => {
  const pool = poolOf(options.db);
  return pool ? createPostgresListener({ pool, log: options.log }) : createInProcessListener();
};

/** The embedded database: one process, so a publish is heard here and nowhere else, and nothing is ever lost. */
export const createInProcessListener = (): TNotificationListener => {
  const subscribers: TSubscribers = new Map();
  return {
    crossProcess: false,
    subscribe: (channel, handlers) => addSubscriber(subscribers, channel, handlers),
    isListening: () => true,
    publish: async (channel, payload) => deliver(subscribers, channel, payload),
    countListeners: async () => 1,
    state: () => 'listening',
    start: async () => undefined,
    close: async () => subscribers.clear(),
  };
};

/**
 * One dedicated connection (outside the pool, so it takes none of the queries' slots) in LISTEN on every
 * subscribed channel. Its last statement is always the whole `LISTEN a; LISTEN b; …` list, which is what
 * pg_stat_activity shows for it: `countListeners` reads that to know how many processes listen on a channel.
 * When the connection drops, every subscriber hears `lost`; it reconnects with backoff (0.5 s doubling to
 * 10 s), listens to every channel again in one statement, then every subscriber hears `resync`.
 */
export const createPostgresListener = (options: {
  pool: pg.Pool;
  log: FastifyBaseLogger;
}): TNotificationListener => {
  const { pool, log } = options;
  const subscribers: TSubscribers = new Map();
  /** Channels whose LISTEN has completed on the current connection. */
  const listened = new Set<string>();
  let client: pg.Client | undefined;
  let state: TListenerState = 'starting';
  let started = false;
  let closed = false;
  let retryMs = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  /** Statements on the connection run one after another (node-postgres no longer queues them itself). */
  let queue: Promise<unknown> = Promise.resolve();
  const run = (current: pg.Client, statement: string): Promise<unknown> => {
    const result = queue.then(() => current.query(statement));
    queue = result.catch(() => undefined);
    return result;
  };

  const listenStatement = (channels: Iterable<string>) =>
    [...channels].map((channel) => `LISTEN ${channel}`).join('; ');

  const tell = (channels: Iterable<string>, what: 'lost' | 'resync') => {
    for (const channel of channels)
      for (const handlers of [...(subscribers.get(channel) ?? [])]) {
        try {
          handlers[what]?.();
        } catch (error) {
          log.warn({ channel, fault: (error as Error).message }, `notification subscriber failed to ${what}`);
        }
      }
  };

  /** Listens to every subscribed channel on `current` (one statement), then tells the new ones to resync. */
  const listenAll = async (current: pg.Client) => {
    const channels = [...subscribers.keys()];
    if (channels.length === 0) return;
    await run(current, listenStatement(channels));
    if (client !== current) return;
    const fresh = channels.filter((channel) => subscribers.has(channel) && !listened.has(channel));
    for (const channel of fresh) listened.add(channel);
    tell(fresh, 'resync');
  };

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const drop = (current: pg.Client, error: Error) => {
    if (client !== current) return;
    client = undefined;
    const missed = [...listened];
    listened.clear();
    current.end().catch(() => undefined);
    if (closed) return;
    state = 'reconnecting';
    log.warn(
      { fault: error.message, channels: missed },
      'LISTEN connection lost: notifications are missed until it reconnects',
    );
    tell(missed, 'lost');
    scheduleReconnect();
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const current = new pg.Client({
      ...pool.options,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    current.on('notification', (message) => {
      if (message.payload !== undefined) deliver(subscribers, message.channel, message.payload);
    });
    current.on('error', (error) => drop(current, error));
    current.on('end', () => drop(current, new Error('connection ended')));
    client = current;
    try {
      queue = current.connect();
      await queue;
      await listenAll(current);
    } catch (error) {
      drop(current, error as Error);
      return;
    }
    if (client !== current) return;
    retryMs = RECONNECT_FIRST_MS;
    state = 'listening';
  };

  return {
    crossProcess: true,
    subscribe: (channel, handlers) => {
      const isNewChannel = !subscribers.has(channel);
      const remove = addSubscriber(subscribers, channel, handlers);
      // Subscribed after the start (rare: everything subscribes while the server is built): listen now. A
      // connection still opening listens to it anyway once open.
      const current = client;
      if (current && isNewChannel)
        listenAll(current).catch((error: Error) =>
          log.warn({ channel, fault: error.message }, 'LISTEN failed'),
        );
      return () => {
        remove();
        if (subscribers.has(channel) || !listened.delete(channel)) return;
        if (!client) return;
        run(client, `UNLISTEN ${channel}`).catch(() => undefined);
        // The whole list again last, so pg_stat_activity keeps showing every channel this process listens on.
        if (subscribers.size > 0) run(client, listenStatement(subscribers.keys())).catch(() => undefined);
      };
    },
    isListening: (channel) => listened.has(channel),
    publish: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    countListeners: async (channel) => {
      const result = await pool.query<{ listeners: number }>(
        `select count(*)::int as listeners from pg_stat_activity
          where datname = current_database() and $1 = any(string_to_array(query, '; '))`,
        [`LISTEN ${channel}`],
      );
      return result.rows[0]?.listeners ?? 0;
    },
    state: () => state,
    start: async () => {
      if (started) return;
      started = true;
      await connect();
    },
    close: async () => {
      closed = true;
      state = 'closed';
      clearTimeout(timer);
      const current = client;
      client = undefined;
      listened.clear();
      subscribers.clear();
      if (current) await current.end().catch(() => undefined);
    },
  };
};
