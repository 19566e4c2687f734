import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-paths.ts';
import { MESSAGES } from './http-error.ts';
import { styleNonceOf } from './csp-nonce.ts';
import { renderHtmlPage } from './html-page.ts';
import { findPrerenderedPage, loadPrerenderedPages, PRERENDERED_FOLDER } from './prerendered-pages.ts';

const NOT_BUILT =
  'The web app is not built yet. Run `npm run build` at the repository root, then reload this page.\n';

/**
 * Serves the built web app: hashed /assets/* cached for a year, index.html never cached, and any
 * other GET off the API (a client-side route like /account/heloc/register) answered with index.html.
 * Everything else unknown is a JSON 404.
 * The web build writes .br and .gz copies next to its text files (apps/web/scripts/compress-dist.mjs);
 * preCompressed sends the best one the browser accepts, or the plain file when there is none.
 * index.html itself is never served as a file: every page load gets it with this response's CSP nonce
 * written in (html-page.ts, decision 020).
 */
export const registerStaticWeb = async (app: FastifyInstance, options: { webDist: string }) => {
  const indexFile = path.join(options.webDist, 'index.html');
  const built = existsSync(indexFile);
  // Read once: the build does not change under a running server.
  const indexTemplate = built ? readFileSync(indexFile, 'utf8') : '';
  // The public entry pages prerendered per brand (decision 045); any other page gets index.html.
  const prerendered = built ? loadPrerenderedPages(options.webDist) : new Map<string, string>();
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      cacheControl: false,
      preCompressed: true,
      // The ETag answers conditional requests; Last-Modified beside it and Accept-Ranges (no script, stylesheet or
      // icon is fetched in ranges) were about 70 of the roughly 550 header bytes each of a first visit's 30-50
      // scripts carries over HTTP/1.1 (decision 062).
      lastModified: false,
      acceptRanges: false,
      // "/" and "/index.html" fall through to the page handler below, which writes the nonce in.
      index: false,
      // The prerendered pages, too: they are templates for the page handler, not files.
      allowedPath: (pathName) =>
        pathName !== '/' && !pathName.startsWith('/index.html') && !pathName.startsWith(`/${PRERENDERED_FOLDER}/`),
      setHeaders: (res, filePath) => {
        const relative = path.relative(options.webDist, filePath).split(path.sep).join('/');
        res.setHeader(
          'cache-control',
          relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The body depends on accept-encoding, so caches must not hand a brotli copy to a plain client.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPageLoad = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    // A prerendered form submitted before the page's script ran posts to the page itself (method="post", so
    // nothing typed reaches the address or the logs): send the person back to the page (decision 054).
    if (request.method === 'POST' && !isApiPath(request.url) && findPrerenderedPage(prerendered, request))
      return reply.status(303).header('location', request.url).header('cache-control', 'no-store').send();
    if (!isPageLoad) return reply.status(404).send({ errors: [MESSAGES.notFound] });
    if (!built)
      return reply
        .status(200)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(NOT_BUILT);
    const template = findPrerenderedPage(prerendered, request) ?? indexTemplate;
    const page = renderHtmlPage(template, styleNonceOf(reply.raw), request.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply.send(page.body);
  });
};
