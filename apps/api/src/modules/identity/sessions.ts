import { and, eq, isNull } from 'drizzle-orm';
import { listBrands } from '@lintel/brands';
import type { TRole } from '@lintel/contract';
import type { TCaller } from '../../platform/auth.ts';
import type { Db } from '../../platform/database.ts';
import type { TTokens } from '../../platform/tokens.ts';
import { announceSessionChange, awaitSessionEviction, notifySessionChange } from './session-events.ts';
import type { TSessionTimes } from './session-lifetime.ts';
import { identities, sessions } from './tables.ts';

type TIdentityRow = typeof identities.$inferSelect;

/** The organisations an identity may act in: all for an admin, those listed for an agent, its own for a customer. */
export const orgCodesOf = (identity: Pick<TIdentityRow, 'roles' | 'orgCodes' | 'organizationCode'>): string[] => {
  if (identity.roles.includes('ADMIN')) return listBrands().map((brand) => brand.orgCode);
  if (identity.orgCodes.length > 0) return identity.orgCodes;
  return [identity.organizationCode];
};

/** Opens a session for an identity and answers its signed token. */
export const startSession = async (options: { db: Db; tokens: TTokens; identity: TIdentityRow; orgCode: string }): Promise<string> => {
  const [session] = await options.db
    .insert(sessions)
    .values({ identityUuid: options.identity.uuid, context: options.identity.context })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned no row');
  return options.tokens.sign({
    sub: options.identity.uuid,
    sid: session.id,
    roles: options.identity.roles as TRole[],
    ctx: options.identity.context,
    org: options.orgCode,
  });
};

/**
 * Logout: the token stops working at once, whatever its expiry. Session caches drop it: this process's
 * after the commit, other processes' through the notification sent in the same transaction. A transaction
 * that fails leaves the wait to its timeout, unobserved.
 */
export const revokeSession = async (options: { db: Db; sessionId: string }): Promise<void> => {
  // The logout answers only once every listening process has evicted the session (or after a second).
  const evictedEverywhere = awaitSessionEviction(options.db, options.sessionId);
  await options.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, options.sessionId), isNull(sessions.revokedAt)));
    await notifySessionChange(tx, options.sessionId);
  });
  announceSessionChange(options.db, options.sessionId);
  await evictedEverywhere;
};

/** The caller behind a token and its session's times, if the session is not revoked (session-cache.ts calls this). */
export const findSessionCaller = async (options: {
  db: Db;
  sessionId: string;
  identityUuid: string;
}): Promise<(TCaller & { times: TSessionTimes }) | null> => {
  const [row] = await options.db
    .select({ identity: identities, context: sessions.context, startedAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(identities, eq(identities.uuid, sessions.identityUuid))
    .where(and(eq(sessions.id, options.sessionId), eq(sessions.identityUuid, options.identityUuid), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  return {
    identityUuid: row.identity.uuid,
    sessionId: options.sessionId,
    roles: row.identity.roles as TRole[],
    email: row.identity.email,
    context: row.context,
    orgCodes: orgCodesOf(row.identity),
    times: { startedAt: row.startedAt, lastSeenAt: row.lastSeenAt },
  };
};

/**
 * Opens a session for a known identity (the identity provider's code exchange, external mode); null when
 * the identity no longer exists.
 */
export const startSessionFor = async (options: { db: Db; tokens: TTokens; identityUuid: string; orgCode: string }): Promise<string | null> => {
  const [identity] = await options.db.select().from(identities).where(eq(identities.uuid, options.identityUuid)).limit(1);
  if (!identity) return null;
  return startSession({ db: options.db, tokens: options.tokens, identity, orgCode: options.orgCode });
};
