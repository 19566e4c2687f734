import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZOfferCodeParams, ZOfferCodeRecord } from '@lintel/contract';
import { perMinute } from '../../platform/rate-limits.ts';
import { findOfferCode } from './find-offer-code.ts';

export const offerCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const seededOrgs = new Set<string>();

  app.get(
    '/service-application/external/api/v1/offercode/:code',
    // Public and answering names and addresses: limited so codes cannot be guessed in bulk.
    { config: { rateLimit: perMinute(60) }, schema: { params: ZOfferCodeParams, response: { 200: ZOfferCodeRecord, 400: ZErrorBody, 404: ZErrorBody } } },
    async (request) => findOfferCode({ db, organizationCode: request.orgCode, code: request.params.code, seededOrgs }),
  );
};
