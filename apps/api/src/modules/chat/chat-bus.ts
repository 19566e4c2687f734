import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { createChangeInvalidation } from '../../platform/change-invalidation.ts';
import type { Db } from '../../platform/database.ts';

/** The notification channel every server process listens on for chat events. */
export const CHAT_CHANNEL = 'chat_events';
/** NOTIFY payloads must stay under 8000 bytes: typing previews are cut to this many characters. */
const MAX_PREVIEW_IN_NOTIFY = 500;

/** What crosses processes: ids to load from the table, or a typing preview (which is never stored). */
export type TChatBusEvent =
  | { kind: 'message'; conversationUuid: string; messageUuid: string }
  | { kind: 'state'; conversationUuid: string }
  | { kind: 'typing'; conversationUuid: string; senderKind: 'APPLICANT' | 'AGENT'; preview: string };

export type TChatBus = {
  /** Announces an event to every process (this one included); call it after the change commits. */
  publish: (event: TChatBusEvent) => Promise<void>;
  subscribe: (listener: (event: TChatBusEvent) => void) => () => void;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

const poolOf = (db: Db): pg.Pool | undefined => {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

const parse = (payload: string): TChatBusEvent | undefined => {
  try {
    const value = JSON.parse(payload) as TChatBusEvent;
    return typeof value?.conversationUuid === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Chat fan-out (decision 029): on PostgreSQL every event goes out with pg_notify and each process (the writer
 * too) hears it on its LISTEN connection, then pushes to its own sockets; on the embedded database (one
 * process per data folder) events stay in-process.
 */
export const createChatBus = (options: { db: Db; log: FastifyBaseLogger }): TChatBus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const pool = poolOf(options.db);
  const local = new EventEmitter();
  const deliver = (payload: string) => {
    const event = parse(payload);
    if (event) emitter.emit('event', event);
  };
  const listening = createChangeInvalidation({
    db: options.db,
    log: options.log,
    channel: CHAT_CHANNEL,
    subject: 'chat',
    evict: deliver,
    // A lost connection loses events; sockets re-read the conversation's state on their next ping.
    evictAll: () => undefined,
    subscribeInProcess: (handler) => {
      local.on('payload', handler);
      return () => local.off('payload', handler);
    },
  });
  const encode = (event: TChatBusEvent) =>
    JSON.stringify(event.kind === 'typing' ? { ...event, preview: event.preview.slice(0, MAX_PREVIEW_IN_NOTIFY) } : event);
  return {
    publish: async (event) => {
      const payload = encode(event);
      if (!pool) {
        local.emit('payload', payload);
        return;
      }
      await pool.query('select pg_notify($1, $2)', [CHAT_CHANNEL, payload]);
    },
    subscribe: (listener) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    start: () => listening.start(),
    close: () => listening.close(),
  };
};
