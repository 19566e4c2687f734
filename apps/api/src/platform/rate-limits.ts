import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { incrementCounter } from './counters.ts';
import type { Db } from './database.ts';
import { HttpError, MESSAGES } from './http-error.ts';

type TIncrementCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
// At run time the plugin hands `child` the route's merged limit options, the route itself under routeInfo.
type TRouteOptions = RouteOptions & { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store interface over the shared counters table: every server process on the
 * database counts the same calls (issue 19 item 1). Each route gets its own key space (`child`).
 */
const createCounterStore = (db: Db) =>
  class CounterStore {
    constructor(
      _options: unknown,
      readonly space = 'global',
    ) {}

    // The plugin passes the window after the callback, although its types leave it out.
    incr(key: string, done: TIncrementCallback, timeWindow = 60_000) {
      incrementCounter({ db, key: `rate:${this.space}:${key}`, windowMs: timeWindow }).then(
        ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
        (error: Error) => done(error),
      );
    }

    child(routeOptions: TRouteOptions) {
      const method = [routeOptions.routeInfo?.method ?? ''].flat().join(',');
      return new CounterStore(undefined, `${method} ${routeOptions.routeInfo?.url ?? ''}`);
    }
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
