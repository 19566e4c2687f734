import { EventEmitter } from 'node:events';
import type { TNotificationListener } from '../../platform/notification-listener.ts';

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
  /**
   * Called when events may have been missed (the listening connection dropped) and are flowing again: a
   * subscriber re-reads what its sockets show.
   */
  onResync: (listener: () => void) => () => void;
  close: () => void;
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
 * too) hears it on its listening connection (decision 064), then pushes to its own sockets; on the embedded
 * database (one process per data folder) events stay in-process.
 */
export const createChatBus = (options: { notifications: TNotificationListener }): TChatBus => {
  const { notifications } = options;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const unsubscribe = notifications.subscribe(CHAT_CHANNEL, {
    notify: (payload) => {
      const event = parse(payload);
      if (event) emitter.emit('event', event);
    },
    resync: () => emitter.emit('resync'),
  });
  const encode = (event: TChatBusEvent) =>
    JSON.stringify(event.kind === 'typing' ? { ...event, preview: event.preview.slice(0, MAX_PREVIEW_IN_NOTIFY) } : event);
  return {
    publish: (event) => notifications.publish(CHAT_CHANNEL, encode(event)),
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
