import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acknowledgeBpoConditionCall,
  getBpoCall,
  orderBpoCall,
  submitBpoEstimateCall,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { registerCall } from '../../platform/register-call.ts';
import { acknowledgeBpoCondition, findBpoDetails, orderBpo, submitBpoEstimate } from './bpo-steps.ts';

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

  registerCall(app, getBpoCall, { preHandler: requireCaller(APPLICANT) }, async (request) =>
    findBpoDetails(owned(request, callerOf(request))),
  );

  registerCall(app, submitBpoEstimateCall, { preHandler: requireCaller(APPLICANT) }, async (request) =>
    submitBpoEstimate({ ...owned(request, callerOf(request)), estimate: request.body }),
  );

  registerCall(app, acknowledgeBpoConditionCall, { preHandler: requireCaller(APPLICANT) }, async (request) =>
    acknowledgeBpoCondition(owned(request, callerOf(request))),
  );

  registerCall(app, orderBpoCall, { preHandler: requireCaller(APPLICANT) }, async (request) =>
    orderBpo(owned(request, callerOf(request))),
  );
};
