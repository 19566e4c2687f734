import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens } from '../src/platform/tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123';
const claims = {
  sub: '8a3b6c1e-0f5d-4b7a-9c2e-1d4f6a8b0c2e',
  sid: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
  roles: ['APPLICANT' as const],
  ctx: 'customer' as const,
  org: 'LINTEL',
};

afterEach(() => vi.useRealTimers());

describe('session tokens (decision 049: checked once, then only their expiry)', () => {
  it('accepts its own token again and again, and refuses it once expired, also when remembered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const tokens = createTokens({ secret: SECRET, ttlSeconds: 60 });
    const token = await tokens.sign(claims);
    expect((await tokens.verify(token))?.sid).toBe(claims.sid);
    expect((await tokens.verify(token))?.sid).toBe(claims.sid);
    vi.setSystemTime(new Date('2026-01-01T00:00:59Z'));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another key, a changed payload, and a token without the expected claims', async () => {
    const tokens = createTokens({ secret: SECRET, ttlSeconds: 60 });
    const other = createTokens({ secret: `${SECRET}-other`, ttlSeconds: 60 });
    const good = await tokens.sign(claims);
    expect(await tokens.verify(good)).not.toBeNull();
    expect(await tokens.verify(await other.sign(claims))).toBeNull();
    const [header, , signature] = good.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...claims, roles: ['ADMIN'], iat: 1, exp: 4_000_000_000 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    const bare = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(bare)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
  });
});
