import type { FastifyInstance } from 'fastify';

/**
 * The web client sends `content-type: application/json` on every call, body or not (logout, for
 * one): an empty body is no body, anything else goes through Fastify's safe JSON parser.
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body); // parseAs: 'string' hands over a string
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
};
