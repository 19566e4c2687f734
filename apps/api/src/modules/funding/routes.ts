import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelLoanCall, getFundingStateCall } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findOwnedApplication } from '../application/index.ts';
import { cancelLoan } from './cancel-loan.ts';
import { findFundingState } from './funding-state.ts';

const APPLICANT = ['APPLICANT'] as const;

/** The complete page's calls and the dashboard's funded line (issue 14 items 5-6). */
export const fundingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, jobs } = app;
  const scopeOf = (request: FastifyRequest<{ Params: { uuid: string } }>) => {
    if (!z.uuid().safeParse(request.params.uuid).success) throw notFound();
    return { db, uuid: request.params.uuid, ownerIdentityUuid: callerOf(request).identityUuid, organizationCode: request.orgCode };
  };
  const preHandler = requireCaller(APPLICANT);

  registerCall(app, getFundingStateCall, { preHandler }, async (request) => {
    const scope = scopeOf(request);
    return findFundingState({ db, application: await findOwnedApplication(scope), callerIdentityUuid: scope.ownerIdentityUuid });
  });

  registerCall(app, cancelLoanCall, { preHandler, config: { rateLimit: perMinute(10) } }, async (request) =>
    cancelLoan({ ...scopeOf(request), jobs, publicUrl: config.publicUrl, request: request.body }),
  );
};
