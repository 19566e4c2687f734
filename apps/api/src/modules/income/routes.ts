import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeIncomeLinkCall,
  getIncomeReviewCall,
  startIncomeLinkCall,
  submitEmployerCall,
  submitPaystubsCall,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { resolveJwtSecret } from '../../platform/tokens.ts';
import { linkProviderFor } from '../../vendors/link-provider/index.ts';
import { submitEmployer } from './employer.ts';
import { completeLink, startLink } from './links.ts';
import { submitPaystubs } from './paystubs.ts';
import { findIncomeReview } from './review.ts';

const APPLICANT = ['APPLICANT'] as const;

/** The applicant's income calls (issue 11 items 1-5); the sandbox provider's hosted window is mounted beside them. */
export const incomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, keyring, jobs } = app;
  const link = linkProviderFor(config, resolveJwtSecret(config));
  await app.register(link.windowRoutes);

  // Owner only: a malformed uuid answers 404 like an application that is not the caller's.
  const scopeOf = (request: FastifyRequest<{ Params: { uuid: string } }>) => {
    if (!z.uuid().safeParse(request.params.uuid).success) throw notFound();
    return { db, uuid: request.params.uuid, ownerIdentityUuid: callerOf(request).identityUuid, organizationCode: request.orgCode };
  };
  const preHandler = requireCaller(APPLICANT);

  registerCall(app, getIncomeReviewCall, { preHandler }, async (request) => findIncomeReview(scopeOf(request)));

  registerCall(app, startIncomeLinkCall, { preHandler, config: { rateLimit: perMinute(30) } }, async (request) =>
    startLink({ ...scopeOf(request), provider: link.provider, type: request.body.type }),
  );

  registerCall(app, completeIncomeLinkCall, { preHandler, config: { rateLimit: perMinute(30) } }, async (request) =>
    completeLink({ ...scopeOf(request), provider: link.provider, keyring, publicToken: request.body.publicToken, state: request.body.state }),
  );

  registerCall(app, submitPaystubsCall, { preHandler }, async (request) =>
    submitPaystubs({ ...scopeOf(request), request: request.body, jobs, publicUrl: config.publicUrl }),
  );

  registerCall(app, submitEmployerCall, { preHandler }, async (request) => submitEmployer({ ...scopeOf(request), request: request.body }));
};
