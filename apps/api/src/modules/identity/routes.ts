import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordCall,
  getIdentityCall,
  getIdentityV11Call,
  getSelfCall,
  logInCall,
  logOutCall,
  logOutEverywhereCall,
  LOGOUT_REDIRECTS,
  registerCustomerCall,
  registerIdentityCall,
  savePhoneAliasCall,
  type TRegisterRequest,
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


export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, tokens, config, jobs } = app;

  const registerRoute = { config: { rateLimit: perMinute(config.rateLimitRegisterPerMinute) } };
  const register = async (body: TRegisterRequest, orgCode: string) => {
    const { jwt } = await registerIdentity({ db, tokens, ...body, orgCode, breachedPasswordCheck: config.breachedPasswordCheck });
    return { jwt };
  };
  registerCall(app, registerIdentityCall, registerRoute, async (request) => register(request.body, request.orgCode));
  // External mode (decision 014): the broker's register, login and logout answer redirects instead;
  // the legacy routes below stay exactly as they were.
  if (config.authMode === 'external') {
    await app.register(externalIdentityRoutes);
  } else {
    registerCall(app, registerCustomerCall, registerRoute, async (request) => register(request.body, request.orgCode));

    registerCall(
      app,
      logInCall,
      { config: { rateLimit: perMinute(config.rateLimitLoginPerMinute) } },
      async (request) => logIn({ db, tokens, ...request.body, context: request.params.context, orgCode: request.orgCode, lockout: loginLockoutOf(config) }),
    );

    registerCall(
      app,
      logOutCall,
      { preHandler: requireCaller() },
      // Spec 03 section 7: the answer is a redirect, to the context's login page (decision 075).
      async (request, reply) => {
        await revokeSession({ db, sessionId: callerOf(request).sessionId });
        return reply.status(303).header('location', LOGOUT_REDIRECTS[request.params.context]).header('cache-control', 'no-store').send();
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
        return changePassword({
          db,
          tokens,
          jobs,
          publicUrl: config.publicUrl,
          identityUuid: caller.identityUuid,
          orgCode: request.orgCode,
          ...request.body,
          breachedPasswordCheck: config.breachedPasswordCheck,
        });
      },
    );
  }

  // "Log out everywhere" (the settings page), in either authentication mode: every session of the caller
  // ends, in every process, before the answer.
  registerCall(
    app,
    logOutEverywhereCall,
    { preHandler: requireCaller() },
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
  const signedIn = { preHandler: requireCaller() };
  registerCall(app, getIdentityCall, signedIn, async (request) => answerIdentity(callerOf(request).identityUuid));
  registerCall(app, getIdentityV11Call, signedIn, async (request) => answerIdentity(callerOf(request).identityUuid));
  registerCall(
    app,
    getSelfCall,
    signedIn,
    async (request) => {
      const caller = callerOf(request);
      if (caller.context !== request.params.context) throw notFound();
      return answerIdentity(caller.identityUuid);
    },
  );

  registerCall(
    app,
    savePhoneAliasCall,
    signedIn,
    async (request) => {
      const identity = await savePhoneAlias({ db, identityUuid: callerOf(request).identityUuid, phoneNumber: request.body.value });
      return toIdentityResponse(identity);
    },
  );
};
