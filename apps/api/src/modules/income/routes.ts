import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZCompleteLinkRequest,
  ZEmployerRequest,
  ZErrorBody,
  ZIncomeActionResponse,
  ZIncomeReview,
  ZStartLinkRequest,
  ZStartLinkResponse,
  ZSubmitPaystubsRequest,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { resolveJwtSecret } from '../../platform/tokens.ts';
import { linkProviderFor } from '../../vendors/link-provider/index.ts';
import { submitEmployer } from './employer.ts';
import { completeLink, startLink } from './links.ts';
import { submitPaystubs } from './paystubs.ts';
import { findIncomeReview } from './review.ts';

const BASE = '/service-income/api/v1/applications/:uuid/income';
const errorResponses = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZUuidParams = z.object({ uuid: z.string().max(100) });
const APPLICANT = ['APPLICANT'] as const;
const action = { 200: ZIncomeActionResponse, ...errorResponses };

/** The applicant's income calls (issue 11 items 1-5); the sandbox provider's hosted window is mounted beside them. */
export const incomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, keyring, jobs } = app;
  const link = linkProviderFor(config, resolveJwtSecret(config));
  await app.register(link.windowRoutes);

  // Owner only: a malformed uuid answers 404 like an application that is not the caller's.
  const scopeOf = (request: FastifyRequest) => {
    const { uuid } = request.params as { uuid: string };
    if (!z.uuid().safeParse(uuid).success) throw notFound();
    return { db, uuid, ownerIdentityUuid: callerOf(request).identityUuid, organizationCode: request.orgCode };
  };

  app.get(
    BASE,
    { preHandler: requireCaller(APPLICANT), schema: { params: ZUuidParams, response: { 200: ZIncomeReview, ...errorResponses } } },
    async (request) => findIncomeReview(scopeOf(request)),
  );

  app.post(
    `${BASE}/links`,
    {
      preHandler: requireCaller(APPLICANT),
      config: { rateLimit: perMinute(30) },
      schema: { params: ZUuidParams, body: ZStartLinkRequest, response: { 200: ZStartLinkResponse, ...errorResponses } },
    },
    async (request) => startLink({ ...scopeOf(request), provider: link.provider, type: request.body.type }),
  );

  app.post(
    `${BASE}/links/complete`,
    {
      preHandler: requireCaller(APPLICANT),
      config: { rateLimit: perMinute(30) },
      schema: { params: ZUuidParams, body: ZCompleteLinkRequest, response: action },
    },
    async (request) =>
      completeLink({ ...scopeOf(request), provider: link.provider, keyring, publicToken: request.body.publicToken, state: request.body.state }),
  );

  app.post(
    `${BASE}/paystubs`,
    { preHandler: requireCaller(APPLICANT), schema: { params: ZUuidParams, body: ZSubmitPaystubsRequest, response: action } },
    async (request) => submitPaystubs({ ...scopeOf(request), request: request.body, jobs, publicUrl: config.publicUrl }),
  );

  app.post(
    `${BASE}/employer`,
    { preHandler: requireCaller(APPLICANT), schema: { params: ZUuidParams, body: ZEmployerRequest, response: action } },
    async (request) => submitEmployer({ ...scopeOf(request), request: request.body }),
  );
};
