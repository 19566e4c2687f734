import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Keeps a caller's x-request-id when it is a plain token (so traces join up), else makes one. */
export const generateRequestId = (req: RawRequestDefaultExpression): string => {
  const given = req.headers['x-request-id'];
  const id = Array.isArray(given) ? given[0] : given;
  return id && SAFE_ID.test(id) ? id : randomUUID();
};

export const registerRequestIdEcho = (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
};
