import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { sessions } from './tables.ts';

/** How long a session may live at most, and unused (SESSION_MAX_HOURS, SESSION_IDLE_MINUTES). */
export type TSessionLifetime = { maxMs: number; idleMs: number };

export const sessionLifetimeOf = (config: { sessionMaxHours: number; sessionIdleMinutes: number }): TSessionLifetime => ({
  maxMs: config.sessionMaxHours * 3_600_000,
  idleMs: config.sessionIdleMinutes * 60_000,
});

/** When a session was opened and last used. */
export type TSessionTimes = { startedAt: Date; lastSeenAt: Date };

/**
 * A session ends for good at its absolute lifetime, however busy (a stolen token cannot be renewed
 * forever), and earlier when unused for the idle limit (issue 19 item 8).
 */
export const isSessionExpired = (times: TSessionTimes, lifetime: TSessionLifetime, now = Date.now()): boolean =>
  now - times.startedAt.getTime() >= lifetime.maxMs || now - times.lastSeenAt.getTime() >= lifetime.idleMs;

/** Recording every call would write on every status poll: once a minute is precise enough for an idle limit. */
export const TOUCH_INTERVAL_MS = 60_000;

export const needsTouch = (times: TSessionTimes, now = Date.now()) => now - times.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;

/** Records that the session was just used; answers the new time. */
export const touchSession = async (options: { db: Db; sessionId: string }): Promise<Date> => {
  const now = new Date();
  await options.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, options.sessionId));
  return now;
};
