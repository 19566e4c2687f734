import { BlockList, isIP } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
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

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** 127.0.0.0/8, ::1 and their IPv4-mapped form (::ffff:127.0.0.1): this machine. */
export const isLoopbackAddress = (address: string): boolean => {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped !== undefined) return isIP(mapped) === 4 && LOOPBACK.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 4) return LOOPBACK.check(address, 'ipv4');
  if (family === 6) return LOOPBACK.check(address, 'ipv6');
  return false;
};

/**
 * Registered with global: false; a route opts in with `config: { rateLimit: perMinute(n) }`. With
 * `config.rateLimitExemptLoopback` (development, decision 075) calls from this machine are neither counted
 * nor refused.
 */
export const registerRateLimits = async (app: FastifyInstance, options: { db: Db }) => {
  await app.register(rateLimit, {
    global: false,
    store: createCounterStore(options.db),
    ...(app.config.rateLimitExemptLoopback
      ? { allowList: (request: FastifyRequest) => isLoopbackAddress(request.ip) }
      : {}),
    errorResponseBuilder: () => new HttpError(429, [MESSAGES.tooManyAttempts]),
  });
};

/** Per client address (the connection's, or a trusted proxy's X-Forwarded-For), across processes: `n` calls a minute. */
export const perMinute = (max: number) => ({ max, timeWindow: 60_000 });
