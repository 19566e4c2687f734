import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './database.ts';

/** GET /healthz: 200 only when the database answers; no org header needed (load balancers call it). */
export const registerHealth = (app: FastifyInstance, db: Db) => {
  app.get('/healthz', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return reply.send({ status: 'ok' });
    } catch (error) {
      request.log.warn({ fault: (error as Error).message }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
