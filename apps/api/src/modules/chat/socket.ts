import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { eq } from 'drizzle-orm';
import { CHAT_LIMITS } from '@lintel/domain';
import type { TChatMessage, TChatSocketEvent } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TChatBus, TChatBusEvent } from './chat-bus.ts';
import { toChannelState } from './conversations.ts';
import { findMessage, listMessagesAfter } from './messages.ts';
import { chatConversations } from './tables.ts';

/** A socket with no ping for three intervals is gone (a phone that slept, a dropped network). */
const IDLE_LIMIT_MS = CHAT_LIMITS.pingIntervalMs * 3 + 5_000;
/** Most messages re-sent to a conversation's sockets after missed events; the widget re-reads on reconnect anyway. */
const MAX_RESENT_MESSAGES = 100;
/** Largest frame a client may send: pings only. */
export const MAX_CLIENT_FRAME_BYTES = 4_096;

const frameSize = (data: Buffer | ArrayBuffer | Buffer[]): number =>
  Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;

export type TSocketAudience = 'APPLICANT' | 'AGENT';

/**
 * This process's open chat sockets by conversation. Bus events (from any process) are loaded once and sent to
 * the local sockets of their conversation.
 */
export const createSocketHub = (options: { db: Db; bus: TChatBus; log: FastifyBaseLogger }) => {
  const { db, bus, log } = options;
  const sockets = new Map<string, Set<WebSocket>>();
  /** The highest message sequence pushed to each conversation's sockets: where a resync re-reads from. */
  const lastSequence = new Map<string, number>();

  const send = (socket: WebSocket, event: TChatSocketEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  const broadcast = (conversationUuid: string, event: TChatSocketEvent) => {
    for (const socket of sockets.get(conversationUuid) ?? []) send(socket, event);
  };

  const handle = async (event: TChatBusEvent) => {
    const { conversationUuid } = event;
    if (!sockets.has(conversationUuid)) return;
    if (event.kind === 'typing') {
      broadcast(conversationUuid, { type: 'typing', channelId: conversationUuid, senderKind: event.senderKind, preview: event.preview });
    } else if (event.kind === 'message') {
      const message = await findMessage(db, event.messageUuid);
      if (message) pushMessage(conversationUuid, message);
    } else {
      await pushState(conversationUuid);
    }
  };
  const pushMessage = (conversationUuid: string, message: TChatMessage) => {
    if (!sockets.has(conversationUuid)) return;
    lastSequence.set(conversationUuid, Math.max(lastSequence.get(conversationUuid) ?? 0, message.sequence));
    broadcast(conversationUuid, { type: 'message', channelId: conversationUuid, message });
  };
  const pushState = async (conversationUuid: string) => {
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.uuid, conversationUuid)).limit(1);
    if (row) broadcast(conversationUuid, { type: 'state', channelId: conversationUuid, state: toChannelState(row) });
  };
  /**
   * Events were missed (the listening connection dropped, decision 064): every conversation with a socket here
   * gets the messages after the last one it was sent, then its state. A message also announced after the
   * reconnect may arrive twice; the widget keys messages by sequence.
   */
  const resync = async (conversationUuid: string) => {
    const missed = await listMessagesAfter({ db, conversationUuid, after: lastSequence.get(conversationUuid) ?? 0, limit: MAX_RESENT_MESSAGES });
    for (const message of missed) pushMessage(conversationUuid, message);
    await pushState(conversationUuid);
  };
  const unsubscribe = bus.subscribe((event) => {
    handle(event).catch((error: Error) => log.warn({ fault: error.message }, 'chat event not delivered'));
  });
  const stopResync = bus.onResync(() => {
    for (const conversationUuid of sockets.keys())
      resync(conversationUuid).catch((error: Error) => log.warn({ fault: error.message }, 'chat resync failed'));
  });

  /** Serves one socket of a conversation: pings with the channel id, the idle limit and the 12 h keep-alive. */
  const attach = (socket: WebSocket, conversation: typeof chatConversations.$inferSelect) => {
    const channelId = conversation.uuid;
    const set = sockets.get(channelId) ?? new Set<WebSocket>();
    sockets.set(channelId, set);
    // The widget lists the messages so far itself when its socket opens: a resync starts after those.
    lastSequence.set(channelId, Math.max(lastSequence.get(channelId) ?? 0, conversation.lastSequence));
    set.add(socket);
    let lastPing = Date.now();
    const idle = setInterval(() => {
      if (Date.now() - lastPing > IDLE_LIMIT_MS) socket.terminate();
    }, CHAT_LIMITS.pingIntervalMs);
    const keepAlive = setTimeout(() => socket.close(1000, 'keep-alive ended'), CHAT_LIMITS.keepAliveMs);
    idle.unref();
    keepAlive.unref();
    socket.on('message', (data, isBinary) => {
      // The websocket plugin takes larger frames for other modules; chat reads pings only.
      if (frameSize(data) > MAX_CLIENT_FRAME_BYTES) {
        socket.close(1009, 'Frame too large.');
        return;
      }
      let frame: { type?: unknown; channelId?: unknown } | undefined;
      try {
        frame = isBinary ? undefined : (JSON.parse(String(data)) as { type?: unknown; channelId?: unknown });
      } catch {
        frame = undefined;
      }
      if (frame?.type !== 'ping' || frame.channelId !== channelId) {
        send(socket, { type: 'error', message: 'Send {"type":"ping","channelId":"<your channel id>"} every 10 seconds.' });
        return;
      }
      lastPing = Date.now();
      send(socket, { type: 'pong', channelId });
    });
    socket.on('close', () => {
      clearInterval(idle);
      clearTimeout(keepAlive);
      set.delete(socket);
      if (set.size === 0 && sockets.get(channelId) === set) {
        sockets.delete(channelId);
        lastSequence.delete(channelId);
      }
    });
    send(socket, { type: 'state', channelId, state: toChannelState(conversation) });
  };

  return {
    attach,
    openSockets: () => [...sockets.values()].reduce((sum, set) => sum + set.size, 0),
    close: () => {
      unsubscribe();
      stopResync();
      for (const set of sockets.values()) for (const socket of set) socket.close(1001, 'server closing');
    },
  };
};
