import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TProviderState } from '@lintel/contract';

/** The browser half of the CSRF check: a random value only our pages' own requests carry back. */
export const CSRF_COOKIE = 'lintel_idp_csrf';

const readCookie = (request: FastifyRequest, name: string): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
};

/**
 * CSRF protection for the hosted forms: a cookie (SameSite=Lax, so another site's form post arrives
 * without it) plus a hidden field that is an HMAC of that cookie and the state. The field is good only
 * in this browser and only for this state (nonce, organisation, return path, context).
 */
export const createCsrf = (secret: string) => {
  const key = createHmac('sha256', secret).update('identity-provider-csrf').digest();
  const tokenFor = (cookie: string, state: TProviderState) =>
    createHmac('sha256', key)
      .update([cookie, state.externalStateNonce, state.organization, state.returnUrl, state.context].join('\n'))
      .digest('base64url');

  return {
    /** The hidden-field value for this browser and state; sets the cookie when the browser has none. */
    issue: (request: FastifyRequest, reply: FastifyReply, state: TProviderState): string => {
      let cookie = readCookie(request, CSRF_COOKIE);
      if (!cookie || !/^[A-Za-z0-9_-]{43}$/.test(cookie)) {
        cookie = randomBytes(32).toString('base64url');
        const secure = request.protocol === 'https' ? '; Secure' : '';
        reply.header('set-cookie', `${CSRF_COOKIE}=${cookie}; Path=/identity-provider; HttpOnly; SameSite=Lax${secure}`);
      }
      return tokenFor(cookie, state);
    },
    verify: (request: FastifyRequest, state: TProviderState, token: string | undefined): boolean => {
      const cookie = readCookie(request, CSRF_COOKIE);
      if (!cookie || !token) return false;
      const expected = Buffer.from(tokenFor(cookie, state));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
};
export type TCsrf = ReturnType<typeof createCsrf>;
