import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { incrementCounter } from './counters.ts';
import type { Db } from './database.ts';
import { HttpError, MESSAGES } from './http-error.ts';

type TIncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
// At run time the plugin hands `child` the route's merged limit options, the route itself under routeInfo.
type TRouteOptions = RouteOptions & { routeInfo?: { method?: string | string[]; url?: string } };

/** Keys known to be over their limit until their window ends (decision 049); at most this many kept. */
const BLOCKED_KEYS_MAX = 10_000;

/**
 * @fastify/rate-limit's store interface over the shared counters table: every server process on the
 * database counts the same calls (issue 19 item 1). Each route gets its own key space (`child`).
 *
 * A key the database has counted past its limit stays refused until its fixed window ends, whatever the
 * other processes do (the count only grows within a window): this process then refuses it from memory until
 * that moment instead of writing one more increment per call (decision 049). A flood from one address costs
 * each process about `max + 1` writes a window, not one a call; the shared count decides as before.
 */
const createCounterStore = (db: Db) => {
  const blocked = new Map<string, { until: number; count: number }>();
  return class CounterStore {
    constructor(
      _options: unknown,
      readonly space = 'global',
    ) {}

    // The plugin passes the window and the limit after the callback, although its types leave them out.
    incr(key: string, done: TIncrementCallback, timeWindow = 60_000, max = Number.POSITIVE_INFINITY) {
      const counterKey = `rate:${this.space}:${key}`;
      const known = blocked.get(counterKey);
      const now = Date.now();
      if (known && known.until > now) {
        done(null, { current: known.count, ttl: known.until - now });
        return;
      }
      if (known) blocked.delete(counterKey);
      incrementCounter({ db, key: counterKey, windowMs: timeWindow }).then(
        ({ count, ttlMs }) => {
          if (count > max && ttlMs > 0) {
            if (blocked.size >= BLOCKED_KEYS_MAX) blocked.delete(blocked.keys().next().value as string);
            blocked.set(counterKey, { until: Date.now() + ttlMs, count });
          }
          done(null, { current: count, ttl: ttlMs });
        },
        (error: Error) => done(error),
      );
    }

    child(routeOptions: TRouteOptions) {
      const method = [routeOptions.routeInfo?.method ?? ''].flat().join(',');
      return new CounterStore(undefined, `${method} ${routeOptions.routeInfo?.url ?? ''}`);
    }
  };
};

/** Registered with global: false; a route opts in with `config: { rateLimit: perMinute(n) }`. */
export const registerRateLimits = async (app: FastifyInstance, options: { db: Db }) => {
  await app.register(rateLimit, {
    global: false,
    store: createCounterStore(options.db),
    errorResponseBuilder: () => new HttpError(429, [MESSAGES.tooManyAttempts]),
  });
};

/** Per client address (the connection's, or a trusted proxy's X-Forwarded-For), across processes: `n` calls a minute. */
export const perMinute = (max: number) => ({ max, timeWindow: 60_000 });
