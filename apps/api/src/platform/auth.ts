import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TIdentityContext, TRole } from '@lintel/contract';
import { isApiPath } from './api-paths.ts';
import { notFound, unauthorized } from './http-error.ts';
import type { TTokens } from './tokens.ts';

/** Who is calling, from a valid token of a live session; null for anonymous calls. */
export type TCaller = {
  identityUuid: string;
  sessionId: string;
  roles: TRole[];
  email: string;
  context: TIdentityContext;
  /** Organisations the caller may act in: its own for a customer, those served for an agent, all for an admin. */
  orgCodes: string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    caller: TCaller | null;
    /** A live customer session of another brand than the x-org header's: secured routes answer 404. */
    foreignCaller: boolean;
  }
  interface FastifyInstance {
    /**
     * The caller of a bearer token that comes another way than the Authorization header (a websocket's query,
     * which browsers cannot give headers): the same checks as a request, the org included; null if none.
     */
    callerOfToken: (token: string | undefined, orgCode: string | undefined) => Promise<TCaller | null>;
  }
}

/** Looks up a live (not revoked) session; supplied by the identity module so the platform owns no tables. */
export type TFindSessionCaller = (options: { sessionId: string; identityUuid: string }) => Promise<TCaller | null>;

const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
};

export const registerAuth = (app: FastifyInstance, options: { tokens: TTokens; findSessionCaller: TFindSessionCaller }) => {
  const { tokens, findSessionCaller } = options;
  app.decorateRequest('caller', null);
  app.decorateRequest('foreignCaller', false);
  app.decorate('callerOfToken', async (token: string | undefined, orgCode: string | undefined) => {
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) return null;
    const caller = await findSessionCaller({ sessionId: claims.sid, identityUuid: claims.sub });
    if (!caller || !orgCode || !caller.orgCodes.includes(orgCode)) return null;
    return caller;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const token = bearerToken(request);
    if (!token) return;
    const claims = await tokens.verify(token);
    if (!claims) return;
    const caller = await findSessionCaller({ sessionId: claims.sid, identityUuid: claims.sub });
    if (!caller) return;
    // A customer belongs to the brand it registered in, or to those listed for it (decision 022): in any
    // other brand it is nobody, and what it asks for there does not exist for it.
    if (caller.context === 'customer' && request.orgCode && !caller.orgCodes.includes(request.orgCode)) {
      request.foreignCaller = true;
      return;
    }
    request.caller = caller;
    // Past half its life, the answer carries a fresh token that the client stores in place of the old one.
    const ageSeconds = Math.floor(Date.now() / 1000) - claims.iat;
    if (ageSeconds * 2 >= tokens.ttlSeconds) {
      const fresh = await tokens.sign({ sub: claims.sub, sid: claims.sid, roles: caller.roles, ctx: claims.ctx, org: claims.org });
      reply.header('authorization', `Bearer ${fresh}`);
    }
  });
};

/**
 * A preHandler for secured routes: 401 without a valid session; with `roles`, a caller holding none
 * of them gets 404 (a route that is not for you does not exist for you).
 */
export const requireCaller =
  (roles?: readonly TRole[]): preHandlerAsyncHookHandler =>
  async (request) => {
    if (!request.caller) throw request.foreignCaller ? notFound() : unauthorized();
    if (roles && roles.length > 0 && !request.caller.roles.some((role) => roles.includes(role))) throw notFound();
  };

/** The caller of a route guarded by requireCaller (narrows away null). */
export const callerOf = (request: FastifyRequest): TCaller => {
  if (!request.caller) throw unauthorized();
  return request.caller;
};
