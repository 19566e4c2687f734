import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkHealthCall } from '@lintel/contract';
import type { Db } from './database.ts';
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

/** GET /healthz: 200 only when the database answers; no org header needed (load balancers call it). */
export const registerHealth = (app: FastifyInstance, db: Db) => {
  const health = createHealthCheck(() => db.execute(sql`select 1`));
  registerCall(app, checkHealthCall, {}, async (request, reply) => {
    const result = await health.check();
    if (result.ok) return reply.send({ status: 'ok' });
    request.log.warn({ fault: result.fault }, 'health check: database unreachable');
    return reply.status(503).send({ status: 'unavailable' });
  });
};
