import { eq, sql } from 'drizzle-orm';
import { bigint, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * The simulated clock: real time plus an offset kept in the database, so that every server process
 * sharing the database agrees on "now". Waiting periods and sandbox freezes are judged against it;
 * an admin moves it forward in sandbox mode (POST /service-ops/agent/api/v1/clock/advance).
 *
 * It may also run faster than real time (spec 04 section 3: "a documented setting speeds the simulated clock up
 * for demonstrations and tests", `CLOCK_SPEED`, decision 083): from `speedEpoch` on, each real second is `speed`
 * simulated seconds. The speed lives in the row, not in each process's memory, so every process reads the same
 * "now"; a process starting with another CLOCK_SPEED first folds the time gained so far into the offset, so the
 * clock never runs backwards.
 */
export const simulatedClock = pgTable('simulated_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  speed: numeric('speed', { mode: 'number' }).notNull().default(1),
  speedEpoch: timestamp('speed_epoch', { withTimezone: true }).notNull().defaultNow(),
});

export type TClockState = { offsetMs: number; speed: number; speedEpochMs: number };

/** The simulated time of a real moment: real + offset + (speed - 1) x (real - epoch). Pure, for the tests too. */
export const simulatedMsAt = (realMs: number, state: TClockState): number =>
  realMs + state.offsetMs + Math.max(0, state.speed - 1) * Math.max(0, realMs - state.speedEpochMs);

const CLOCK_ROW = 1;

const readClockState = async (db: Db): Promise<TClockState> => {
  const [row] = await db
    .select({ offsetMs: simulatedClock.offsetMs, speed: simulatedClock.speed, speedEpoch: simulatedClock.speedEpoch })
    .from(simulatedClock)
    .where(eq(simulatedClock.id, CLOCK_ROW));
  return row ? { offsetMs: row.offsetMs, speed: row.speed, speedEpochMs: row.speedEpoch.getTime() } : { offsetMs: 0, speed: 1, speedEpochMs: 0 };
};

/** How far the simulated clock is ahead of real time now: the offset plus what a faster clock has gained. */
export const readClockOffsetMs = async (db: Db): Promise<number> => {
  const now = Date.now();
  return simulatedMsAt(now, await readClockState(db)) - now;
};

/**
 * Turns past real moments (an audit entry's time, a signature's) into simulated ones, under the clock's present
 * offset and speed: one read of the clock for as many moments as the caller has.
 */
export const simulatedTimeOf = async (db: Db): Promise<(real: Date) => Date> => {
  const state = await readClockState(db);
  return (real) => new Date(simulatedMsAt(real.getTime(), state));
};

/** The simulated now. */
export const clockNow = async (db: Db): Promise<Date> => new Date(simulatedMsAt(Date.now(), await readClockState(db)));

/**
 * Sets the clock's speed at start-up (CLOCK_SPEED). The time a faster clock gained so far is folded into the offset
 * and the epoch restarts now, in one statement, so a change of speed never moves the simulated time backwards.
 */
export const setClockSpeed = async (db: Db, speed: number): Promise<void> => {
  const gained = sql`greatest(${simulatedClock.speed} - 1, 0) * greatest(extract(epoch from (now() - ${simulatedClock.speedEpoch})) * 1000, 0)`;
  await db
    .insert(simulatedClock)
    .values({ id: CLOCK_ROW, offsetMs: 0, speed, speedEpoch: sql`now()` })
    .onConflictDoUpdate({
      target: simulatedClock.id,
      set: { offsetMs: sql`${simulatedClock.offsetMs} + round(${gained})::bigint`, speed, speedEpoch: sql`now()`, updatedAt: sql`now()` },
      setWhere: sql`${simulatedClock.speed} <> ${speed}`,
    });
};

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
