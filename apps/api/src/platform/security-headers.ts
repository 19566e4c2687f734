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

const dashed = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The policy split around the nonce, written once: the header is `before + nonce + after`. Same text and
 * order as helmet wrote it (`default-src 'self';script-src 'self';style-src 'self' 'nonce-…';…`).
 */
const CSP_PARTS = (() => {
  const NONCE = '\u0000';
  const text = Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => [dashed(name), ...values.map((v) => (typeof v === 'string' ? v : `'nonce-${NONCE}'`))].join(' '))
    .join(';');
  const [before = '', after = ''] = text.split(NONCE);
  return { before, after };
})();

/**
 * The headers @fastify/helmet 13 (helmet 8) sent with its defaults, written by one hook from constants
 * (decision 049: helmet rebuilt them on every response, about 12 % of a constant call's time).
 */
export const STATIC_SECURITY_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * The headers that still mean something on a script or stylesheet: nosniff (the browser refuses a script or
 * stylesheet of the wrong type) and Cross-Origin-Resource-Policy (who may load it) apply to subresources, and
 * Strict-Transport-Security applies to the host from any response. The rest of STATIC_SECURITY_HEADERS governs
 * documents only (decision 062, each checked against its spec): X-Frame-Options and Cross-Origin-Opener-Policy
 * (how a document may be framed or opened), Origin-Agent-Cluster (a document's agent cluster),
 * X-DNS-Prefetch-Control (a document's link prefetching), X-Download-Options (IE opening a downloaded
 * document), X-Permitted-Cross-Domain-Policies (Flash/PDF policy files, never scripts), X-XSS-Protection
 * (the retired XSS auditor of a document). Referrer-Policy on a module script or stylesheet would only set
 * the policy of the requests it makes itself; without it they take the document's, which is this same
 * `no-referrer` (Fetch: an empty request referrer policy becomes the policy container's).
 */
export const ASSET_SECURITY_HEADERS = {
  'cross-origin-resource-policy': STATIC_SECURITY_HEADERS['cross-origin-resource-policy'],
  'strict-transport-security': STATIC_SECURITY_HEADERS['strict-transport-security'],
  'x-content-type-options': STATIC_SECURITY_HEADERS['x-content-type-options'],
} as const;

/**
 * The web build's hashed scripts and stylesheets (not a worker: a worker's policy comes from its own response).
 * A Content-Security-Policy or Permissions-Policy on them does nothing (both govern documents and workers), nor
 * do the other document headers above; each of the 40-60 files of a first visit carried about 1.3 KB of headers
 * over HTTP/1.1 (decisions 055, 062), so these answers get ASSET_SECURITY_HEADERS only.
 */
export const isPolicyFreeAsset = (url: string): boolean =>
  url.startsWith('/assets/') && /^\/assets\/[^/?#]+\.(?:js|css)(?:[?#]|$)/.test(url) && !/worker/i.test(url);

export const registerSecurityHeaders = async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (isPolicyFreeAsset(request.url)) {
      reply.headers(ASSET_SECURITY_HEADERS);
    } else {
      reply.headers(STATIC_SECURITY_HEADERS);
      reply.header('content-security-policy', CSP_PARTS.before + styleNonceOf(reply.raw) + CSP_PARTS.after);
      reply.header('permissions-policy', permissionsPolicyFor(request.url));
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // API answers carry tokens and personal data: no browser or proxy cache may keep them. A route that
    // answers something public and cacheable sets its own Cache-Control, which this leaves alone.
    if ((isApiPath(request.url) || request.url.startsWith('/identity-provider/')) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
};
