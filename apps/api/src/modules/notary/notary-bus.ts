import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import type { TNotificationListener } from '../../platform/notification-listener.ts';
import { notarySignals } from './tables.ts';

/** The notification channel every server process listens on for notary session events. */
export const NOTARY_CHANNEL = 'notary_events';
/** NOTIFY payloads must stay under 8000 bytes: larger events go through notary_signals. */
const MAX_NOTIFY_BYTES = 7_000;

/** What crosses processes: a participant's socket came or went, a relayed signal, or "reload the session". */
export type TNotaryBusEvent =
  | { kind: 'joined' | 'left'; sessionUuid: string; participantUuid: string }
  | { kind: 'present'; sessionUuid: string; participantUuid: string; to: string }
  | { kind: 'signal'; sessionUuid: string; from: string; to: string; payload: Record<string, unknown> }
  | { kind: 'session'; sessionUuid: string };

export type TNotaryBus = {
  publish: (event: TNotaryBusEvent) => Promise<void>;
  subscribe: (listener: (event: TNotaryBusEvent) => void) => () => void;
  /** Called when events may have been missed (the listening connection dropped) and are flowing again. */
  onResync: (listener: () => void) => () => void;
  close: () => void;
};

const parse = (payload: string): (TNotaryBusEvent & { ref?: string }) | { ref: string } | undefined => {
  try {
    const value = JSON.parse(payload) as TNotaryBusEvent & { ref?: string };
    return typeof value?.sessionUuid === 'string' || typeof value?.ref === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Session fan-out, the way chat does it (decision 029): on PostgreSQL every event goes out with pg_notify and each
 * process (the writer too) hears it on its listening connection (decision 064) and pushes to its own sockets, so
 * the signer and the notary may be connected to different processes; on the embedded database events stay
 * in-process.
 */
export const createNotaryBus = (options: { db: Db; log: FastifyBaseLogger; notifications: TNotificationListener }): TNotaryBus => {
  const { db, log, notifications } = options;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (payload: string) => {
    const event = parse(payload);
    if (!event) return;
    if ('kind' in event) {
      emitter.emit('event', event);
      return;
    }
    db.select()
      .from(notarySignals)
      .where(eq(notarySignals.uuid, event.ref))
      .then(([row]) => {
        const stored = row ? parse(row.payload) : undefined;
        if (stored && 'kind' in stored) emitter.emit('event', stored);
      })
      .catch((error: Error) => log.warn({ fault: error.message }, 'notary signal not delivered'));
  };
  const unsubscribe = notifications.subscribe(NOTARY_CHANNEL, { notify: deliver, resync: () => emitter.emit('resync') });
  return {
    publish: async (event) => {
      const payload = JSON.stringify(event);
      // In-process (the embedded database) any size goes; a NOTIFY payload has a limit.
      if (!notifications.crossProcess || Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES) {
        await notifications.publish(NOTARY_CHANNEL, payload);
        return;
      }
      const [row] = await db.insert(notarySignals).values({ payload }).returning({ uuid: notarySignals.uuid });
      await notifications.publish(NOTARY_CHANNEL, JSON.stringify({ ref: row!.uuid }));
      await db.delete(notarySignals).where(lt(notarySignals.createdAt, new Date(Date.now() - 60_000)));
    },
    subscribe: (listener) => {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    onResync: (listener) => {
      emitter.on('resync', listener);
      return () => emitter.off('resync', listener);
    },
    close: unsubscribe,
  };
};
