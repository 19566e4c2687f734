import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSandboxMailboxCall } from '@lintel/contract';
import { requireCaller } from '../../platform/auth.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findSandboxMailbox } from './find-sandbox-mailbox.ts';

/** The sandbox mailbox, for admins (and the tests that follow invitation and reset links). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, listSandboxMailboxCall, { preHandler: requireCaller(['ADMIN']) }, async (request) =>
    findSandboxMailbox({ db: app.db, to: request.query.to }),
  );
};
