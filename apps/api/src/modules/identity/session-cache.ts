import type { TCaller } from '../../platform/auth.ts';
import { createChangeInvalidation } from '../../platform/change-invalidation.ts';
import type { Db } from '../../platform/database.ts';
import type { TNotificationListener } from '../../platform/notification-listener.ts';
import { onSessionChange, registerSessionEviction, SESSION_CHANNEL } from './session-events.ts';
import { isSessionExpired, needsTouch, touchSession, type TSessionLifetime, type TSessionTimes } from './session-lifetime.ts';
import { findSessionCaller } from './sessions.ts';

type TCachedSession = { caller: TCaller; times: TSessionTimes; loadedAt: number };

/**
 * How long a live session is answered from memory (decision 015). A logout or a change of roles evicts the
 * entry at once, in this process and (through LISTEN/NOTIFY) in every other; the lifetime only bounds what
 * a write that bypasses revokeSession/createAgent could leave behind.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Lifetime while notifications from other processes may be missed (the LISTEN connection is down). */
export const SESSION_CACHE_FALLBACK_TTL_MS = 1_000;
const MAX_ENTRIES = 50_000;

export type TSessionCache = {
  /** The caller of a live session, from memory when recently checked; null for a revoked or unknown one. */
  findSessionCaller: (options: { sessionId: string; identityUuid: string }) => Promise<TCaller | null>;
  close: () => void;
};

/**
 * Every authenticated call checks its session; without this each one costs a database query. Only live
 * sessions are cached: a revoked or unknown session always asks the database.
 */
export const createSessionCache = (options: {
  db: Db;
  notifications: TNotificationListener;
  lifetime: TSessionLifetime;
}): TSessionCache => {
  const { db, lifetime } = options;
  const entries = new Map<string, TCachedSession>();
  // Bumped on every eviction: a load that started before one must not store what it read (it may be the
  // session a logout just revoked). Evictions are rare (logouts), so one counter for all keys is enough.
  let epoch = 0;

  const evict = (key: string) => {
    epoch += 1;
    if (entries.delete(key)) return;
    // Not a session id: an identity uuid, whose every session goes.
    for (const [sessionId, entry] of entries)
      if (entry.caller.identityUuid === key) entries.delete(sessionId);
  };
  const evictAll = () => {
    epoch += 1;
    entries.clear();
  };
  const invalidation = createChangeInvalidation({
    listener: options.notifications,
    evict,
    evictAll,
    channel: SESSION_CHANNEL,
    acknowledge: true,
    subscribeInProcess: (handler) => {
      const stopListening = onSessionChange(db, handler);
      const stopEvictionWait = registerSessionEviction(db, (key) => invalidation.awaitDelivery(key));
      return () => {
        stopListening();
        stopEvictionWait();
      };
    },
  });

  const isFresh = (entry: TCachedSession) => {
    const age = Date.now() - entry.loadedAt;
    return age < (invalidation.isReliable() ? SESSION_CACHE_TTL_MS : SESSION_CACHE_FALLBACK_TTL_MS);
  };

  return {
    findSessionCaller: async ({ sessionId, identityUuid }) => {
      let entry = entries.get(sessionId);
      if (!entry || !isFresh(entry)) {
        const startEpoch = epoch;
        const found = await findSessionCaller({ db, sessionId, identityUuid });
        if (!found) {
          entries.delete(sessionId);
          return null;
        }
        const { times, ...caller } = found;
        entry = { caller, times, loadedAt: Date.now() };
        if (epoch === startEpoch) {
          if (entries.size >= MAX_ENTRIES) entries.clear();
          entries.set(sessionId, entry);
        }
      }
      if (entry.caller.identityUuid !== identityUuid) return null;
      // Checked on every call, cached or not: an expired session ends on time, not a cache lifetime later.
      if (isSessionExpired(entry.times, lifetime)) {
        entries.delete(sessionId);
        return null;
      }
      if (needsTouch(entry.times)) entry.times = { ...entry.times, lastSeenAt: await touchSession({ db, sessionId }) };
      return entry.caller;
    },
    close: invalidation.close,
  };
};
