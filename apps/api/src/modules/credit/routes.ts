import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreditActionResponse, ZCreditDecisionResponse, ZErrorBody, ZSubmitSsnRequest } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { findCreditDecision } from './find-credit-decision.ts';
import { retryFrozenCredit } from './retry-frozen-credit.ts';
import { keyringFor } from '../../platform/keyring.ts';
import { submitSsn } from './submit-ssn.ts';

const BASE = '/service-application/api/v1/application/heloc/:uuid/credit';
const errorResponses = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZUuidParams = z.object({ uuid: z.string() });
const APPLICANT = ['APPLICANT'] as const;
// A malformed uuid answers 404 like an application that is not the caller's.
const requireUuid = (value: string) => {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
};

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const keyring = keyringFor(app.config);

  app.post(
    `${BASE}/ssn`,
    {
      preHandler: requireCaller(APPLICANT),
      schema: { params: ZUuidParams, body: ZSubmitSsnRequest, response: { 200: ZCreditActionResponse, ...errorResponses } },
    },
    async (request) => {
      const caller = callerOf(request);
      return submitSsn({
        db,
        keyring,
        uuid: requireUuid(request.params.uuid),
        ownerIdentityUuid: caller.identityUuid,
        organizationCode: request.orgCode,
        ssn: request.body.ssn,
      });
    },
  );

  app.post(
    `${BASE}/retry`,
    { preHandler: requireCaller(APPLICANT), schema: { params: ZUuidParams, response: { 200: ZCreditActionResponse, ...errorResponses } } },
    async (request) =>
      retryFrozenCredit({
        db,
        uuid: requireUuid(request.params.uuid),
        ownerIdentityUuid: callerOf(request).identityUuid,
        organizationCode: request.orgCode,
      }),
  );

  app.get(
    `${BASE}/decision`,
    { preHandler: requireCaller(APPLICANT), schema: { params: ZUuidParams, response: { 200: ZCreditDecisionResponse, ...errorResponses } } },
    async (request) =>
      findCreditDecision({
        db,
        uuid: requireUuid(request.params.uuid),
        ownerIdentityUuid: callerOf(request).identityUuid,
        organizationCode: request.orgCode,
      }),
  );
};
