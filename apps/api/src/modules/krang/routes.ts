import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getApplicationStatusCall } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { registerCall } from '../../platform/register-call.ts';
import { createStatusCache } from './status-cache.ts';

const ZUuid = z.uuid();

export const krangRoutes: FastifyPluginAsyncZod = async (app) => {
  // The process's listening connection starts before the server answers (app.ts), so no change committed
  // after that point is missed.
  const cache = createStatusCache({ db: app.db, notifications: app.notifications });
  app.addHook('onClose', async () => cache.close());

  registerCall(
    app,
    getApplicationStatusCall,
    { preHandler: requireCaller(['APPLICANT']) },
    async (request) => {
      if (!ZUuid.safeParse(request.params.uuid).success) throw notFound();
      const status = await cache.findStatus({
        uuid: request.params.uuid,
        ownerIdentityUuid: callerOf(request).identityUuid,
        organizationCode: request.orgCode,
      });
      if (!status) throw notFound();
      return status;
    },
  );
};
