import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCreditDecisionCall, retryCreditCall, submitSsnCall } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findCreditDecision } from './find-credit-decision.ts';
import { retryFrozenCredit } from './retry-frozen-credit.ts';
import { keyringFor } from '../../platform/keyring.ts';
import { submitSsn } from './submit-ssn.ts';

const APPLICANT = ['APPLICANT'] as const;
// A malformed uuid answers 404 like an application that is not the caller's.
const requireUuid = (value: string) => {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
};

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const keyring = keyringFor(app.config);

  registerCall(app, submitSsnCall, { preHandler: requireCaller(APPLICANT) }, async (request) => {
    const caller = callerOf(request);
    return submitSsn({
      db,
      keyring,
      uuid: requireUuid(request.params.uuid),
      ownerIdentityUuid: caller.identityUuid,
      organizationCode: request.orgCode,
      ssn: request.body.ssn,
    });
  });

  registerCall(app, retryCreditCall, { preHandler: requireCaller(APPLICANT) }, async (request) =>
    retryFrozenCredit({
      db,
      uuid: requireUuid(request.params.uuid),
      ownerIdentityUuid: callerOf(request).identityUuid,
      organizationCode: request.orgCode,
    }),
  );

  registerCall(app, getCreditDecisionCall, { preHandler: requireCaller(APPLICANT) }, async (request) =>
    findCreditDecision({
      db,
      uuid: requireUuid(request.params.uuid),
      ownerIdentityUuid: callerOf(request).identityUuid,
      organizationCode: request.orgCode,
    }),
  );
};
