import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { ZIdentityContext, ZRole } from '@lintel/contract';

/** The claims of a session token (decision record 003). */
export const ZTokenClaims = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  roles: z.array(ZRole),
  ctx: ZIdentityContext,
  org: z.string(),
  iat: z.number(),
  exp: z.number(),
});
export type TTokenClaims = z.infer<typeof ZTokenClaims>;
export type TNewTokenClaims = Omit<TTokenClaims, 'iat' | 'exp'>;

export type TTokens = {
  ttlSeconds: number;
  sign: (claims: TNewTokenClaims) => Promise<string>;
  /** The claims of a genuine, unexpired token, else null. */
  verify: (token: string) => Promise<TTokenClaims | null>;
};

/** JWT_SECRET when given; otherwise one generated on first start and kept in DATA_DIR so restarts keep sessions. */
export const resolveJwtSecret = (options: { jwtSecret: string | undefined; dataDir: string }): string => {
  if (options.jwtSecret) return options.jwtSecret;
  const file = path.join(options.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
};

/** Tokens whose signature and claims were checked, kept up to this many (the oldest checked goes first). */
const VERIFIED_CACHE_SIZE = 10_000;

export const createTokens = (options: { secret: string; ttlSeconds: number }): TTokens => {
  const key = new TextEncoder().encode(options.secret);
  // A token is immutable: once its signature and claims are checked, the same string needs only its expiry
  // checked again. A waiting applicant sends the same token every poll; verifying it each time (WebCrypto's
  // HMAC through jose, the key imported per call) was about a quarter of a status call (decision 049).
  const verified = new Map<string, TTokenClaims>();
  const remember = (token: string, claims: TTokenClaims) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };
  return {
    ttlSeconds: options.ttlSeconds,
    sign: (claims) =>
      new SignJWT({ sid: claims.sid, roles: claims.roles, ctx: claims.ctx, org: claims.org })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once the clock reaches exp.
        if (known.exp > Math.floor(Date.now() / 1000)) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = ZTokenClaims.safeParse(payload);
        if (!parsed.success) return null;
        remember(token, parsed.data);
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
};
