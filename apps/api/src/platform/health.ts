import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkHealthCall } from '@lintel/contract';
import type { Db } from './database.ts';
import { registerCall } from './register-call.ts';

/** GET /healthz: 200 only when the database answers; no org header needed (load balancers call it). */
export const registerHealth = (app: FastifyInstance, db: Db) => {
  registerCall(app, checkHealthCall, {}, async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return reply.send({ status: 'ok' });
    } catch (error) {
      request.log.warn({ fault: (error as Error).message }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
