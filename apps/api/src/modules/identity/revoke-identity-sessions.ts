import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { announceSessionChange, awaitSessionEviction, notifySessionChange } from './session-events.ts';
import { sessions } from './tables.ts';

/**
 * Ends every session of an identity ("log out everywhere", a password reset). `change` runs first in the
 * same transaction (e.g. the new password's hash): both commit or neither. Like a logout, it answers once
 * every process's session cache has dropped the identity's sessions (decision 015), so no token of the
 * identity works anywhere after it returns. What `change` answers is answered.
 */
export const revokeIdentitySessions = async <T = void>(options: {
  db: Db;
  identityUuid: string;
  change?: (tx: Db) => Promise<T>;
}): Promise<T | undefined> => {
  const { db, identityUuid } = options;
  // The session cache evicts every session of an identity when it hears the identity's uuid.
  const evictedEverywhere = awaitSessionEviction(db, identityUuid);
  const result = await db.transaction(async (tx) => {
    const changed = await options.change?.(tx);
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.identityUuid, identityUuid), isNull(sessions.revokedAt)));
    await notifySessionChange(tx, identityUuid);
    return changed;
  });
  announceSessionChange(db, identityUuid);
  await evictedEverywhere;
  return result;
};
