import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkHealthCall } from '@lintel/contract';
import type { Db } from './database.ts';
import type { TListenerState } from './notification-listener.ts';
import { registerCall } from './register-call.ts';

/** How long one database check answers /healthz (decision 056): a load balancer polling it costs one query a second. */
export const HEALTH_CHECK_MAX_AGE_MS = 1_000;

type TCheck = { ok: true } | { ok: false; fault: string };

/**
 * The database check behind /healthz, at most one query in flight and its answer reused for
 * HEALTH_CHECK_MAX_AGE_MS. Deliberately per process, never shared through the database or between
 * processes: what it answers is whether THIS process reaches the database (its own pool or embedded
 * database), which another process's success says nothing about.
 */
export const createHealthCheck = (probe: () => Promise<unknown>, now: () => number = Date.now) => {
  let last: { at: number; result: TCheck } | undefined;
  let inFlight: Promise<TCheck> | undefined;
  const run = (): Promise<TCheck> => {
    inFlight ??= probe()
      .then(
        (): TCheck => ({ ok: true }),
        (error: unknown): TCheck => ({ ok: false, fault: (error as Error).message }),
      )
      .then((result) => {
        last = { at: now(), result };
        inFlight = undefined;
        return result;
      });
    return inFlight;
  };
  return {
    /** The last result when younger than the maximum age, else a fresh check (shared by concurrent callers). */
    check: (): Promise<TCheck> =>
      last && now() - last.at < HEALTH_CHECK_MAX_AGE_MS ? Promise.resolve(last.result) : run(),
  };
};

/**
 * What /healthz answers (decision 068): the database check first, then the listening connection, read live (it
 * is in memory). A process that is not listening (between a drop and its reconnect, or whose first connect
 * failed) serves caches that miss other processes' changes and misses chat and notary fan-out, so it is
 * unavailable until it listens again. On the embedded database the listener is in-process and always listening.
 */
export const healthOf = (database: TCheck, listener: TListenerState): TCheck & { cause?: 'database' | 'listener' } => {
  if (!database.ok) return { ...database, cause: 'database' };
  if (listener !== 'listening') return { ok: false, fault: `notification listener ${listener}`, cause: 'listener' };
  return { ok: true };
};

/**
 * GET /healthz: 200 only when the database answers and the process listens for notifications; 503
 * `{ status: 'unavailable' }` otherwise. No org header needed (load balancers call it).
 */
export const registerHealth = (
  app: FastifyInstance,
  db: Db,
  listener: { state: () => TListenerState },
) => {
  const health = createHealthCheck(() => db.execute(sql`select 1`));
  registerCall(app, checkHealthCall, {}, async (request, reply) => {
    const result = healthOf(await health.check(), listener.state());
    if (result.ok) return reply.send({ status: 'ok' });
    request.log.warn(
      { fault: result.fault },
      result.cause === 'database' ? 'health check: database unreachable' : 'health check: not listening for notifications',
    );
    return reply.status(503).send({ status: 'unavailable' });
  });
};
