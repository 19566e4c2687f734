import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { signingPackageLocks } from './tables.ts';

/**
 * How long a holder keeps the package without renewing: far above a change's 1-2 s of rendering (several times
 * that at load), so only a holder that died loses it.
 */
const LEASE_SECONDS = 60;
/** A waiter gives up after a dead holder's whole lease and some: something is wrong, not just slow. */
const WAIT_LIMIT_MS = (LEASE_SECONDS + 30) * 1000;

const tryTake = async (db: Db, applicationUuid: string, holder: string): Promise<boolean> => {
  const taken = await db
    .insert(signingPackageLocks)
    .values({ applicationUuid, holder, expiresAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .onConflictDoUpdate({
      target: signingPackageLocks.applicationUuid,
      set: { holder: sql`excluded.holder`, expiresAt: sql`excluded.expires_at` },
      setWhere: sql`${signingPackageLocks.expiresAt} < now()`,
    })
    .returning({ holder: signingPackageLocks.holder });
  return taken[0]?.holder === holder;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while holding the application's closing package (decision 069): the package job and an owner joining
 * or leaving take turns, across processes (the lease is a row in the database), so an owner named while the
 * package is being made is either read by the job or added to what it stored, never lost between the two.
 * Not re-entrant: `work` must not take the same application's package again.
 */
export const withPackageLock = async <T>(db: Db, applicationUuid: string, work: () => Promise<T>): Promise<T> => {
  const holder = randomUUID();
  const giveUpAt = Date.now() + WAIT_LIMIT_MS;
  for (let wait = 20; !(await tryTake(db, applicationUuid, holder)); wait = Math.min(wait * 2, 200)) {
    if (Date.now() > giveUpAt) throw new Error(`the closing package of ${applicationUuid} stayed locked for ${WAIT_LIMIT_MS} ms`);
    await pause(wait);
  }
  try {
    return await work();
  } finally {
    await db
      .delete(signingPackageLocks)
      .where(and(eq(signingPackageLocks.applicationUuid, applicationUuid), eq(signingPackageLocks.holder, holder)));
  }
};
