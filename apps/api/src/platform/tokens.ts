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

export const createTokens = (options: { secret: string; ttlSeconds: number }): TTokens => {
  const key = new TextEncoder().encode(options.secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = ZTokenClaims.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
};
