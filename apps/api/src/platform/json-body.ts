import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';
import { holdsOnlyStorableText, UNSUPPORTED_CHARACTERS } from './safe-text.ts';

/**
 * The web client sends `content-type: application/json` on every call, body or not (logout, for
 * one): an empty body is no body, anything else goes through Fastify's safe JSON parser. Text that no
 * column can hold (NUL, unpaired surrogates) is refused here, before any schema, in bodies, queries and
 * path parameters alike.
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body); // parseAs: 'string' hands over a string
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, (error: Error | null, parsed?: unknown) => {
      if (error) return done(error, undefined);
      if (!holdsOnlyStorableText(parsed)) return done(new HttpError(400, [UNSUPPORTED_CHARACTERS]), undefined);
      return done(null, parsed);
    });
  });
  app.addHook('preValidation', async (request) => {
    if (!holdsOnlyStorableText(request.query) || !holdsOnlyStorableText(request.params)) throw new HttpError(400, [UNSUPPORTED_CHARACTERS]);
  });
};
