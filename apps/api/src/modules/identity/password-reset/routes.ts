import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkResetPasswordCall, forgotPasswordCall, resetPasswordCall } from '@lintel/contract';
import { perMinute } from '../../../platform/rate-limits.ts';
import { registerCall } from '../../../platform/register-call.ts';
import { ISSUE_PASSWORD_RESET_JOB } from './issue-password-reset.ts';
import { findOpenResetToken, resetPassword } from './reset-password.ts';


/** Forgot password (decision 019): ask for a link, check a link, set the new password. Legacy mode only. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs, config } = app;
  const limited = { rateLimit: perMinute(config.rateLimitPasswordResetPerMinute) };

  registerCall(
    app,
    forgotPasswordCall,
    { config: limited },
    async (request, reply) => {
      // Only queued here: the lookup happens in the job, so every answer costs the same (no account probing by time).
      await jobs.send(ISSUE_PASSWORD_RESET_JOB, { email: request.body.email, orgCode: request.orgCode, context: request.params.context });
      return reply.status(204).send(null);
    },
  );

  registerCall(
    app,
    checkResetPasswordCall,
    { config: limited },
    async (request) => {
      const open = await findOpenResetToken({ db, token: request.body.token, context: request.params.context });
      return { expiresAt: open.expiresAt.toISOString() };
    },
  );

  registerCall(
    app,
    resetPasswordCall,
    { config: limited },
    async (request, reply) => {
      await resetPassword({
        db,
        jobs,
        publicUrl: config.publicUrl,
        context: request.params.context,
        ...request.body,
        breachedPasswordCheck: config.breachedPasswordCheck,
      });
      return reply.status(204).send(null);
    },
  );
};
