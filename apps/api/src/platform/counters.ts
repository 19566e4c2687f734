import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * Fixed-window counters shared by every server process (rate limits per address, failed logins per
 * account): kept in the database so that a second process, or a restart, does not start a caller afresh.
 * Keys are hashed: an address or an email never sits in this table in clear.
 */
export const requestCounters = pgTable('request_counters', {
  keyHash: text('key_hash').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

export type TCount = { count: number; ttlMs: number };

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

// Expired windows are swept now and then by the callers themselves, not by a timer every process would run.
const SWEEP_EVERY = 200;
let sinceSweep = 0;
const sweepExpired = async (db: Db) => {
  sinceSweep += 1;
  if (sinceSweep < SWEEP_EVERY) return;
  sinceSweep = 0;
  await db.delete(requestCounters).where(lt(requestCounters.windowEndsAt, sql`now()`));
};

/** Adds one to the key's count in its current window (a new window starts when the last one ended). */
export const incrementCounter = async (options: { db: Db; key: string; windowMs: number }): Promise<TCount> => {
  const { db, windowMs } = options;
  const windowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${requestCounters.windowEndsAt} <= now()`;
  // One statement, so concurrent callers in several processes each see their own increment.
  const [row] = await db
    .insert(requestCounters)
    .values({ keyHash: hashKey(options.key), count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: requestCounters.keyHash,
      set: {
        count: sql`case when ${expired} then 1 else ${requestCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${requestCounters.windowEndsAt} end`,
      },
    })
    .returning({
      count: requestCounters.count,
      ttlMs: sql<string>`greatest(0, extract(epoch from (${requestCounters.windowEndsAt} - now())) * 1000)`,
    });
  await sweepExpired(db);
  return { count: row?.count ?? 1, ttlMs: Math.ceil(Number(row?.ttlMs ?? windowMs)) };
};

/** The key's count in its current window (0 when none is running). */
export const readCounter = async (options: { db: Db; key: string }): Promise<TCount> => {
  const [row] = await options.db
    .select({
      count: requestCounters.count,
      ttlMs: sql<string>`extract(epoch from (${requestCounters.windowEndsAt} - now())) * 1000`,
    })
    .from(requestCounters)
    .where(sql`${requestCounters.keyHash} = ${hashKey(options.key)} and ${requestCounters.windowEndsAt} > now()`);
  return row ? { count: row.count, ttlMs: Math.ceil(Number(row.ttlMs)) } : { count: 0, ttlMs: 0 };
};

export const clearCounter = async (options: { db: Db; key: string }): Promise<void> => {
  await options.db.delete(requestCounters).where(eq(requestCounters.keyHash, hashKey(options.key)));
};
