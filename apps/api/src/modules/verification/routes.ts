import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmLiensCall, getIdentityVerificationCall, getLiensCall, submitIdentityCall } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { confirmLiens, findLiens } from './liens.ts';
import { findIdentityState, submitIdentity } from './submit-identity.ts';

const APPLICANT = ['APPLICANT'] as const;
// A malformed uuid answers 404 like an application that is not the caller's.
const requireUuid = (value: string) => {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
};

/** The applicant's identity check (/{uuid}/identity) and debts with the hard-pull consent (/{uuid}/liens). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs, config } = app;
  const scopeOf = (request: { params: { uuid: string }; orgCode: string }, identityUuid: string) => ({
    db,
    uuid: requireUuid(request.params.uuid),
    ownerIdentityUuid: identityUuid,
    organizationCode: request.orgCode,
  });

  registerCall(app, getIdentityVerificationCall, { preHandler: requireCaller(APPLICANT) }, async (request) =>
    findIdentityState(scopeOf(request, callerOf(request).identityUuid)),
  );

  registerCall(
    app,
    submitIdentityCall,
    { preHandler: requireCaller(APPLICANT), config: { rateLimit: perMinute(30) } },
    async (request) => submitIdentity({ ...scopeOf(request, callerOf(request).identityUuid), jobs, config, request: request.body }),
  );

  registerCall(app, getLiensCall, { preHandler: requireCaller(APPLICANT) }, async (request) =>
    findLiens(scopeOf(request, callerOf(request).identityUuid)),
  );

  registerCall(app, confirmLiensCall, { preHandler: requireCaller(APPLICANT) }, async (request) =>
    confirmLiens({ ...scopeOf(request, callerOf(request).identityUuid), request: request.body, ipAddress: request.ip ?? null }),
  );
};
