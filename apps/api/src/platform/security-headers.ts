import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { isApiPath } from './api-paths.ts';
import { styleNonceOf } from './csp-nonce.ts';
import { permissionsPolicyFor } from './permissions-policy.ts';

/**
 * Strict CSP: scripts and styles only from our own files (the web app sets brand colours through the DOM).
 * The one addition is a per-response style nonce (csp-nonce.ts, decision 020): no 'unsafe-inline', no hash.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", (_req: unknown, res: ServerResponse) => `'nonce-${styleNonceOf(res)}'`],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

export const registerSecurityHeaders = async (app: FastifyInstance) => {
  await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES } });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicyFor(request.url));
    // API answers carry tokens and personal data: no browser or proxy cache may keep them. A route that
    // answers something public and cacheable sets its own Cache-Control, which this leaves alone.
    if ((isApiPath(request.url) || request.url.startsWith('/identity-provider/')) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
};
