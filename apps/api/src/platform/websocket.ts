import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/**
 * Largest websocket frame any module accepts (the notary session's SDP offers); each module checks its own,
 * smaller limit on what it reads (chat: pings only).
 */
export const MAX_WEBSOCKET_FRAME_BYTES = 64 * 1024;

/** @fastify/websocket, registered once for every module (chat, notary) before the modules. */
export const registerWebsocket = async (app: FastifyInstance) => {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_WEBSOCKET_FRAME_BYTES } });
};
