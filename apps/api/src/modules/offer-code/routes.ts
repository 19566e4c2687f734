import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOfferCodeCall } from '@lintel/contract';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findOfferCode } from './find-offer-code.ts';

export const offerCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerCall(
    app,
    findOfferCodeCall,
    // Public and answering names and addresses: limited so codes cannot be guessed in bulk.
    { config: { rateLimit: perMinute(60) } },
    async (request) => findOfferCode({ db, organizationCode: request.orgCode, code: request.params.code }),
  );
};
