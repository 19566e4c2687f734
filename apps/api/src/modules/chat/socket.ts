import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { eq } from 'drizzle-orm';
import { CHAT_LIMITS } from '@lintel/domain';
import type { TChatSocketEvent } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TChatBus, TChatBusEvent } from './chat-bus.ts';
import { toChannelState } from './conversations.ts';
import { findMessage } from './messages.ts';
import { chatConversations } from './tables.ts';

/** A socket with no ping for three intervals is gone (a phone that slept, a dropped network). */
const IDLE_LIMIT_MS = CHAT_LIMITS.pingIntervalMs * 3 + 5_000;
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
      if (message) broadcast(conversationUuid, { type: 'message', channelId: conversationUuid, message });
    } else {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.uuid, conversationUuid)).limit(1);
      if (row) broadcast(conversationUuid, { type: 'state', channelId: conversationUuid, state: toChannelState(row) });
    }
  };
  const unsubscribe = bus.subscribe((event) => {
    handle(event).catch((error: Error) => log.warn({ fault: error.message }, 'chat event not delivered'));
  });

  /** Serves one socket of a conversation: pings with the channel id, the idle limit and the 12 h keep-alive. */
  const attach = (socket: WebSocket, conversation: typeof chatConversations.$inferSelect) => {
    const channelId = conversation.uuid;
    const set = sockets.get(channelId) ?? new Set<WebSocket>();
    sockets.set(channelId, set);
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
      if (set.size === 0 && sockets.get(channelId) === set) sockets.delete(channelId);
    });
    send(socket, { type: 'state', channelId, state: toChannelState(conversation) });
  };

  return {
    attach,
    openSockets: () => [...sockets.values()].reduce((sum, set) => sum + set.size, 0),
    close: () => {
      unsubscribe();
      for (const set of sockets.values()) for (const socket of set) socket.close(1001, 'server closing');
    },
  };
};
