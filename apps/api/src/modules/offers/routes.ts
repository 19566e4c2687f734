import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAssetsPrequalRequest,
  ZContactDetailsRequest,
  ZErrorBody,
  ZHmdaRequest,
  ZOffersActionResponse,
  ZOffersResponse,
  ZRequalifyRequest,
  ZSelectOfferRequest,
  ZSubmitApplicationRequest,
} from '@lintel/contract';
import type { FastifyRequest } from 'fastify';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { findOwnedApplication } from '../application/index.ts';
import { findApplicationDocument } from './application-documents.ts';
import { moveLegacyApplicationDocuments } from './move-legacy-documents.ts';
import { findOffers } from './find-offers.ts';
import { saveContactDetails, saveHmda, submitApplication } from './more-info-steps.ts';
import { acceptRequalifiedOffers, submitAssetsPrequal } from './reprice-offers.ts';
import { selectOffer } from './select-offer.ts';

const BASE = '/service-application/api/v1/application/heloc/:uuid';
const errorResponses = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZUuidParams = z.object({ uuid: z.string() });
const ZDocumentParams = z.object({ uuid: z.string(), documentType: z.string() });
const APPLICANT = ['APPLICANT'] as const;
const action = { 200: ZOffersActionResponse, ...errorResponses };

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app;
  const moved = await moveLegacyApplicationDocuments({ db, files });
  if (moved > 0) app.log.info({ moved }, 'generated documents moved from database rows into the file store');
  // Owner only: a malformed uuid answers 404 like an application that is not the caller's.
  const scopeOf = (request: FastifyRequest) => {
    const { uuid } = request.params as { uuid: string };
    if (!z.uuid().safeParse(uuid).success) throw notFound();
    return { db, uuid, ownerIdentityUuid: callerOf(request).identityUuid, organizationCode: request.orgCode };
  };

  app.get(
    `${BASE}/offers`,
    {
      preHandler: requireCaller(APPLICANT),
      schema: { params: ZUuidParams, response: { 200: ZOffersResponse, ...errorResponses } },
    },
    async (request) => findOffers(scopeOf(request)),
  );

  app.post(
    `${BASE}/offers/select`,
    {
      preHandler: requireCaller(APPLICANT),
      schema: { params: ZUuidParams, body: ZSelectOfferRequest, response: action },
    },
    async (request) => selectOffer({ ...scopeOf(request), request: request.body }),
  );

  app.post(
    `${BASE}/offers/assets`,
    {
      preHandler: requireCaller(APPLICANT),
      schema: { params: ZUuidParams, body: ZAssetsPrequalRequest, response: action },
    },
    async (request) => submitAssetsPrequal({ ...scopeOf(request), request: request.body }),
  );

  app.post(
    `${BASE}/offers/requalify`,
    {
      preHandler: requireCaller(APPLICANT),
      schema: { params: ZUuidParams, body: ZRequalifyRequest, response: action },
    },
    async (request) => acceptRequalifiedOffers(scopeOf(request)),
  );

  app.post(
    `${BASE}/contact`,
    {
      preHandler: requireCaller(APPLICANT),
      schema: { params: ZUuidParams, body: ZContactDetailsRequest, response: action },
    },
    async (request) => saveContactDetails({ ...scopeOf(request), request: request.body }),
  );

  app.post(
    `${BASE}/hmda`,
    {
      preHandler: requireCaller(APPLICANT),
      schema: { params: ZUuidParams, body: ZHmdaRequest, response: action },
    },
    async (request) => saveHmda({ ...scopeOf(request), request: request.body }),
  );

  app.post(
    `${BASE}/submit`,
    {
      preHandler: requireCaller(APPLICANT),
      schema: { params: ZUuidParams, body: ZSubmitApplicationRequest, response: action },
    },
    async (request) => submitApplication({ ...scopeOf(request), request: request.body }),
  );

  app.get(
    `${BASE}/documents/:documentType`,
    { preHandler: requireCaller(APPLICANT), schema: { params: ZDocumentParams } },
    async (request, reply) => {
      const application = await findOwnedApplication(scopeOf(request));
      const bytes = await findApplicationDocument(db, files, application, request.params.documentType);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${request.params.documentType.toLowerCase()}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
};
