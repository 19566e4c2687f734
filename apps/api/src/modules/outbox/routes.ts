import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZOutboxList, ZOutboxQuery } from '@lintel/contract';
import { requireCaller } from '../../platform/auth.ts';
import { findSandboxMailbox } from './find-sandbox-mailbox.ts';

/** The sandbox mailbox, for admins (and the tests that follow invitation and reset links). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/service-ops/agent/api/v1/outbox',
    {
      preHandler: requireCaller(['ADMIN']),
      schema: { querystring: ZOutboxQuery, response: { 200: ZOutboxList, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody } },
    },
    async (request) => findSandboxMailbox({ db: app.db, to: request.query.to }),
  );
};
