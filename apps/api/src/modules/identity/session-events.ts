import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';

/**
 * News that cached sessions went stale: a session id (logout) or an identity uuid (its roles or
 * organisations changed, so every session of it). In-process on an emitter scoped to the app's database
 * handle (one app instance hears its own changes, like one process would); other processes sharing a
 * PostgreSQL database hear it through the NOTIFY the writer sends in its transaction (SESSION_CHANNEL).
 */
export const SESSION_CHANNEL = 'session_change';

const emitters = new WeakMap<Db, EventEmitter>();

const emitterFor = (db: Db): EventEmitter => {
  let emitter = emitters.get(db);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(50);
    emitters.set(db, emitter);
  }
  return emitter;
};

/** Inside the writer's transaction: other processes hear it at commit, never for a rollback. */
export const notifySessionChange = async (tx: Db, key: string): Promise<void> => {
  await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${key})`);
};

/** After the commit, on the app's database handle (never a transaction's): this process's caches. */
export const announceSessionChange = (db: Db, key: string): void => {
  emitterFor(db).emit('session-changed', key);
};

const evictionWaits = new WeakMap<Db, (key: string) => Promise<void>>();

/** The session cache of an app registers how to wait until every process has evicted a key. */
export const registerSessionEviction = (
  db: Db,
  awaitEvicted: (key: string) => Promise<void>,
): (() => void) => {
  evictionWaits.set(db, awaitEvicted);
  return () => {
    if (evictionWaits.get(db) === awaitEvicted) evictionWaits.delete(db);
  };
};

/**
 * Called before the writer's transaction: resolves once every process listening on SESSION_CHANNEL has
 * evicted `key` (immediately on PGlite or with no session cache; after a second at the latest).
 */
export const awaitSessionEviction = (db: Db, key: string): Promise<void> =>
  evictionWaits.get(db)?.(key) ?? Promise.resolve();

export const onSessionChange = (db: Db, listener: (key: string) => void): (() => void) => {
  const emitter = emitterFor(db);
  emitter.on('session-changed', listener);
  return () => emitter.off('session-changed', listener);
};
