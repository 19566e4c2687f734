import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBpoConditionRequest,
  ZBpoDetails,
  ZBpoEstimateRequest,
  ZBpoOrderRequest,
  ZErrorBody,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { acknowledgeBpoCondition, findBpoDetails, orderBpo, submitBpoEstimate } from './bpo-steps.ts';

const BASE = '/service-application/api/v1/application/heloc/:uuid/bpo';
const errorResponses = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZUuidParams = z.object({ uuid: z.string() });
const APPLICANT = ['APPLICANT'] as const;
// A malformed uuid answers 404 like an application that is not the caller's.
const requireUuid = (value: string) => {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
};

export const bpoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const owned = (
    request: { params: { uuid: string }; orgCode: string },
    caller: { identityUuid: string },
  ) => ({
    db,
    uuid: requireUuid(request.params.uuid),
    ownerIdentityUuid: caller.identityUuid,
    organizationCode: request.orgCode,
  });

  app.get(
    BASE,
    {
      preHandler: requireCaller(APPLICANT),
      schema: { params: ZUuidParams, response: { 200: ZBpoDetails, ...errorResponses } },
    },
    async (request) => findBpoDetails(owned(request, callerOf(request))),
  );

  app.post(
    `${BASE}/estimate`,
    {
      preHandler: requireCaller(APPLICANT),
      schema: {
        params: ZUuidParams,
        body: ZBpoEstimateRequest,
        response: { 200: ZBpoDetails, ...errorResponses },
      },
    },
    async (request) => submitBpoEstimate({ ...owned(request, callerOf(request)), estimate: request.body }),
  );

  app.post(
    `${BASE}/condition`,
    {
      preHandler: requireCaller(APPLICANT),
      schema: {
        params: ZUuidParams,
        body: ZBpoConditionRequest,
        response: { 200: ZBpoDetails, ...errorResponses },
      },
    },
    async (request) => acknowledgeBpoCondition(owned(request, callerOf(request))),
  );

  app.post(
    `${BASE}/order`,
    {
      preHandler: requireCaller(APPLICANT),
      schema: {
        params: ZUuidParams,
        body: ZBpoOrderRequest,
        response: { 200: ZBpoDetails, ...errorResponses },
      },
    },
    async (request) => orderBpo(owned(request, callerOf(request))),
  );
};
