import { EventEmitter } from 'node:events';
import type { Db } from '../../platform/database.ts';
import type { TApplicationRow } from './tables.ts';

/**
 * In-process news of status changes, so caches (the krang status call) drop their entry at once and
 * job triggers start the work a status needs. The news is scoped to the database handle an app was
 * built on: one app instance hears its own changes, like one server process would. Other processes
 * sharing a PostgreSQL database learn of a change through the NOTIFY that changeStatus sends in the
 * same transaction (STATUS_CHANNEL).
 */
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

/** The PostgreSQL notification channel; the payload is the application's uuid. */
export const STATUS_CHANNEL = 'application_status';

export type TStatusChangeListener = (applicationUuid: string, status: string) => void;

/** `db` is the app's database handle (never a transaction's): the one listeners subscribed on. */
export const announceStatusChange = (db: Db, applicationUuid: string, status: string): void => {
  emitterFor(db).emit('status-changed', applicationUuid, status);
};

export const onStatusChange = (db: Db, listener: TStatusChangeListener): (() => void) => {
  const emitter = emitterFor(db);
  emitter.on('status-changed', listener);
  return () => emitter.off('status-changed', listener);
};

/**
 * Work that must commit with a status entry (the workflow engine queues the status's job here): called inside
 * the transaction of every change into a new status and of every creation, with that transaction.
 */
export type TStatusEntryHook = (tx: Db, application: TApplicationRow) => Promise<void>;
const entryHooks = new WeakMap<Db, Set<TStatusEntryHook>>();

export const onStatusEntered = (db: Db, hook: TStatusEntryHook): (() => void) => {
  let hooks = entryHooks.get(db);
  if (!hooks) {
    hooks = new Set();
    entryHooks.set(db, hooks);
  }
  hooks.add(hook);
  return () => hooks.delete(hook);
};

export const runStatusEntryHooks = async (db: Db, tx: Db, application: TApplicationRow): Promise<void> => {
  for (const hook of entryHooks.get(db) ?? []) await hook(tx, application);
};
