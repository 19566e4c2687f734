import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAliasRequest,
  changePasswordCall,
  ZErrorBody,
  ZIdentity,
  ZIdentityContext,
  ZJwtResponse,
  ZLoginRequest,
  ZRegisterQuery,
  ZRegisterRequest,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { changePassword } from './change-password.ts';
import { findIdentity, toIdentityResponse } from './find-identity.ts';
import { logIn } from './log-in.ts';
import { loginLockoutOf } from './login-lockout.ts';
import { registerIdentity } from './register-identity.ts';
import { externalIdentityRoutes } from './external-routes.ts';
import { passwordResetRoutes } from './password-reset/routes.ts';
import { savePhoneAlias } from './save-phone-alias.ts';
import { revokeIdentitySessions } from './revoke-identity-sessions.ts';
import { revokeSession } from './sessions.ts';

const ZContextParams = z.object({ context: ZIdentityContext });
const errorResponses = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody };

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, tokens, config, jobs } = app;

  const registerRoute = { config: { rateLimit: perMinute(config.rateLimitRegisterPerMinute) } };
  const register = async (body: z.infer<typeof ZRegisterRequest>, orgCode: string) => {
    const { jwt } = await registerIdentity({ db, tokens, ...body, orgCode });
    return { jwt };
  };
  app.post(
    '/identity/api/v1/registration/register',
    { ...registerRoute, schema: { body: ZRegisterRequest, response: { 200: ZJwtResponse, ...errorResponses } } },
    async (request) => register(request.body, request.orgCode),
  );
  // External mode (decision 014): the broker's register, login and logout answer redirects instead;
  // the legacy routes below stay exactly as they were.
  if (config.authMode === 'external') {
    await app.register(externalIdentityRoutes);
  } else {
    app.post(
      '/identity-broker/customer/api/v3/register',
      { ...registerRoute, schema: { querystring: ZRegisterQuery, body: ZRegisterRequest, response: { 200: ZJwtResponse, ...errorResponses } } },
      async (request) => register(request.body, request.orgCode),
    );

    app.post(
      '/identity-broker/:context/api/v3/login',
      {
        config: { rateLimit: perMinute(config.rateLimitLoginPerMinute) },
        schema: { params: ZContextParams, body: ZLoginRequest, response: { 200: ZJwtResponse, ...errorResponses } },
      },
      async (request) => logIn({ db, tokens, ...request.body, context: request.params.context, orgCode: request.orgCode, lockout: loginLockoutOf(config) }),
    );

    app.post(
      '/identity-broker/:context/secure/api/v3/logout',
      { preHandler: requireCaller(), schema: { params: ZContextParams } },
      async (request, reply) => {
        await revokeSession({ db, sessionId: callerOf(request).sessionId });
        return reply.status(204).send();
      },
    );

    await app.register(passwordResetRoutes);

    // The settings page's password change (legacy mode: in external mode the provider keeps passwords).
    // Limited like the reset calls: a stolen session must not become a way to guess the password.
    registerCall(
      app,
      changePasswordCall,
      { preHandler: requireCaller(), config: { rateLimit: perMinute(config.rateLimitPasswordResetPerMinute) } },
      async (request) => {
        const caller = callerOf(request);
        if (caller.context !== request.params.context) throw notFound();
        return changePassword({ db, tokens, jobs, publicUrl: config.publicUrl, identityUuid: caller.identityUuid, orgCode: request.orgCode, ...request.body });
      },
    );
  }

  // "Log out everywhere" (the settings page), in either authentication mode: every session of the caller
  // ends, in every process, before the answer.
  app.post(
    '/identity-broker/:context/secure/api/v3/logout-all',
    { preHandler: requireCaller(), schema: { params: ZContextParams } },
    async (request, reply) => {
      await revokeIdentitySessions({ db, identityUuid: callerOf(request).identityUuid });
      return reply.status(204).send();
    },
  );

  const answerIdentity = async (identityUuid: string) => {
    const identity = await findIdentity({ db, identityUuid });
    if (!identity) throw notFound();
    return toIdentityResponse(identity);
  };
  const identityRoute = { preHandler: requireCaller(), schema: { response: { 200: ZIdentity, ...errorResponses } } };
  app.get('/identity/secure/api/v1/identity', identityRoute, async (request) => answerIdentity(callerOf(request).identityUuid));
  app.get('/identity/secure/api/v1_1/identity', identityRoute, async (request) => answerIdentity(callerOf(request).identityUuid));
  app.get(
    '/identity-broker/:context/secure/api/v3/self/figureinfo',
    { preHandler: requireCaller(), schema: { params: ZContextParams, response: { 200: ZIdentity, ...errorResponses } } },
    async (request) => {
      const caller = callerOf(request);
      if (caller.context !== request.params.context) throw notFound();
      return answerIdentity(caller.identityUuid);
    },
  );

  app.put(
    '/identity/secure/api/v1/identity/alias',
    { preHandler: requireCaller(), schema: { body: ZAliasRequest, response: { 200: ZIdentity, ...errorResponses } } },
    async (request) => {
      const identity = await savePhoneAlias({ db, identityUuid: callerOf(request).identityUuid, phoneNumber: request.body.value });
      return toIdentityResponse(identity);
    },
  );
};
