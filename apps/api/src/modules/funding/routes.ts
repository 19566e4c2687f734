import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelLoanAsCoOwnerCall, cancelLoanCall, getCoOwnerFundingStateCall, getFundingStateCall } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findApplicationByUuid, findOwnedApplication } from '../application/index.ts';
import { findSignerOf } from '../signers/index.ts';
import { cancelLoan } from './cancel-loan.ts';
import { findFundingState } from './funding-state.ts';

const APPLICANT = ['APPLICANT'] as const;
const SIGNER = ['ADDITIONAL_SIGNER'] as const;

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

  registerCall(app, cancelLoanCall, { preHandler, config: { rateLimit: perMinute(10) } }, async (request) => {
    const scope = scopeOf(request);
    return cancelLoan({ db, jobs, publicUrl: config.publicUrl, application: await findOwnedApplication(scope), ownerIdentityUuid: scope.ownerIdentityUuid, request: request.body });
  });

  // An additional owner reaches only the application it signs for (else 404, as for any other caller).
  const coOwnerApplication = async (request: FastifyRequest<{ Querystring: { applicationUuid: string } }>) => {
    const { applicationUuid } = request.query;
    const identityUuid = callerOf(request).identityUuid;
    if (!z.uuid().safeParse(applicationUuid).success || !(await findSignerOf({ db, applicationUuid, identityUuid }))) throw notFound();
    const application = await findApplicationByUuid({ db, uuid: applicationUuid });
    if (!application || application.organizationCode !== request.orgCode) throw notFound();
    return { application, identityUuid };
  };
  const signerPreHandler = requireCaller(SIGNER);

  registerCall(app, getCoOwnerFundingStateCall, { preHandler: signerPreHandler }, async (request) => {
    const { application, identityUuid } = await coOwnerApplication(request);
    return findFundingState({ db, application, callerIdentityUuid: identityUuid });
  });

  registerCall(app, cancelLoanAsCoOwnerCall, { preHandler: signerPreHandler, config: { rateLimit: perMinute(10) } }, async (request) => {
    const { application, identityUuid } = await coOwnerApplication(request);
    return cancelLoan({ db, jobs, publicUrl: config.publicUrl, application, ownerIdentityUuid: identityUuid, request: request.body });
  });
};
