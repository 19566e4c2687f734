import type { FastifyInstance } from 'fastify';
import { isKnownOrg } from '@lintel/brands';
import { needsOrg } from './api-paths.ts';
import { HttpError, MESSAGES } from './http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The x-org header, upper-cased and checked against the brand registry ('' off the API). */
    orgCode: string;
  }
}

/** Browsers cannot set headers on a websocket: those paths may name the organisation in the `org` query. */
const QUERY_ORG_PATHS = new Set(['/service-omni-proxy/insecure/api/v1/ws']);
/** The notary session sockets: /service-notary/api/v1/sessions/{sessionUuid}/ws. */
const QUERY_ORG_PATTERNS = [/^\/service-notary\/api\/v1\/sessions\/[^/?]+\/ws$/];
const queryOrg = (url: string): string | undefined => {
  const start = url.indexOf('?');
  if (start === -1) return undefined;
  const path = url.slice(0, start);
  if (!QUERY_ORG_PATHS.has(path) && !QUERY_ORG_PATTERNS.some((pattern) => pattern.test(path))) return undefined;
  return new URLSearchParams(url.slice(start + 1)).get('org') ?? undefined;
};

/** Every API call names a known organisation; reads and writes are scoped to it. */
export const registerOrgContext = (app: FastifyInstance) => {
  app.decorateRequest('orgCode', '');
  app.addHook('onRequest', async (request) => {
    if (!needsOrg(request.url)) return;
    const header = request.headers['x-org'] ?? queryOrg(request.url);
    const orgCode = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!orgCode || !isKnownOrg(orgCode)) throw new HttpError(400, [MESSAGES.unknownOrg]);
    request.orgCode = orgCode.toUpperCase();
  });
};
