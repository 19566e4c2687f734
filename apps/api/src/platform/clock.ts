import { eq, sql } from 'drizzle-orm';
import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * The simulated clock: real time plus an offset kept in the database, so that every server process
 * sharing the database agrees on "now". Waiting periods and sandbox freezes are judged against it;
 * an admin moves it forward in sandbox mode (POST /service-ops/agent/api/v1/clock/advance).
 */
export const simulatedClock = pgTable('simulated_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const CLOCK_ROW = 1;

export const readClockOffsetMs = async (db: Db): Promise<number> => {
  const [row] = await db.select({ offsetMs: simulatedClock.offsetMs }).from(simulatedClock).where(eq(simulatedClock.id, CLOCK_ROW));
  return row?.offsetMs ?? 0;
};

/** The simulated now. */
export const clockNow = async (db: Db): Promise<Date> => new Date(Date.now() + (await readClockOffsetMs(db)));

/** Moves the simulated clock forward; the increment is atomic, so concurrent advances add up. */
export const advanceClock = async (db: Db, minutes: number): Promise<Date> => {
  const deltaMs = Math.round(minutes * 60_000);
  await db
    .insert(simulatedClock)
    .values({ id: CLOCK_ROW, offsetMs: deltaMs })
    .onConflictDoUpdate({
      target: simulatedClock.id,
      set: { offsetMs: sql`${simulatedClock.offsetMs} + ${deltaMs}`, updatedAt: new Date() },
    });
  return clockNow(db);
};
