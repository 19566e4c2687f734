import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  APPLICATION_NAME_HEADER,
  EXTERNAL_RETURN_PATHS,
  ZErrorBody,
  ZExternalLoginQuery,
  ZExternalRegisterQuery,
  ZIdentityContext,
  ZRedirectResponse,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { buildProviderRedirect } from './provider-redirect.ts';
import { revokeSession } from './sessions.ts';

const ZContextParams = z.object({ context: ZIdentityContext });
const responses = { 200: ZRedirectResponse, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody };

const applicationNameOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[APPLICATION_NAME_HEADER];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, 64) : undefined;
};

/**
 * External authentication mode (decision 014): register and login answer 200 {redirectUrl} to the hosted
 * provider pages, and logout answers {redirectUrl: '/auth/login'}. No password passes through here.
 */
export const externalIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.post(
    '/identity-broker/customer/api/v3/register',
    {
      config: { rateLimit: perMinute(config.rateLimitRegisterPerMinute) },
      schema: { querystring: ZExternalRegisterQuery, response: responses },
    },
    async (request) => ({
      redirectUrl: buildProviderRedirect({
        page: 'signUp',
        context: 'customer',
        orgCode: request.orgCode,
        externalStateNonce: request.query.externalStateNonce,
        displayConsentsWithMfa: request.query.displayConsentsWithMfa,
        telemetryTrackingId: request.query.telemetryTrackingId,
        applicationName: applicationNameOf(request),
      }),
    }),
  );

  app.post(
    '/identity-broker/:context/api/v3/login',
    {
      config: { rateLimit: perMinute(config.rateLimitLoginPerMinute) },
      schema: { params: ZContextParams, querystring: ZExternalLoginQuery, response: responses },
    },
    async (request) => ({
      redirectUrl: buildProviderRedirect({
        page: 'login',
        context: request.params.context,
        orgCode: request.orgCode,
        externalStateNonce: request.query.externalStateNonce,
        telemetryTrackingId: request.query.telemetryTrackingId,
        applicationName: applicationNameOf(request),
      }),
    }),
  );

  app.post(
    '/identity-broker/:context/secure/api/v3/logout',
    { preHandler: requireCaller(), schema: { params: ZContextParams, response: responses } },
    async (request) => {
      await revokeSession({ db, sessionId: callerOf(request).sessionId });
      return { redirectUrl: EXTERNAL_RETURN_PATHS.login };
    },
  );
};
