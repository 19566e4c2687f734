import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZErrorBody,
  ZForgotPasswordRequest,
  ZIdentityContext,
  ZResetPasswordCheckRequest,
  ZResetPasswordCheckResponse,
  ZResetPasswordRequest,
} from '@lintel/contract';
import { perMinute } from '../../../platform/rate-limits.ts';
import { ISSUE_PASSWORD_RESET_JOB } from './issue-password-reset.ts';
import { findOpenResetToken, resetPassword } from './reset-password.ts';

const ZContextParams = z.object({ context: ZIdentityContext });
const errorResponses = { 400: ZErrorBody, 404: ZErrorBody, 429: ZErrorBody };

/** Forgot password (decision 019): ask for a link, check a link, set the new password. Legacy mode only. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs, config } = app;
  const limited = { rateLimit: perMinute(config.rateLimitPasswordResetPerMinute) };

  app.post(
    '/identity-broker/:context/api/v3/forgot-password',
    { config: limited, schema: { params: ZContextParams, body: ZForgotPasswordRequest, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      // Only queued here: the lookup happens in the job, so every answer costs the same (no account probing by time).
      await jobs.send(ISSUE_PASSWORD_RESET_JOB, { email: request.body.email, orgCode: request.orgCode, context: request.params.context });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/identity-broker/:context/api/v3/reset-password/check',
    { config: limited, schema: { params: ZContextParams, body: ZResetPasswordCheckRequest, response: { 200: ZResetPasswordCheckResponse, ...errorResponses } } },
    async (request) => {
      const open = await findOpenResetToken({ db, token: request.body.token, context: request.params.context });
      return { expiresAt: open.expiresAt.toISOString() };
    },
  );

  app.post(
    '/identity-broker/:context/api/v3/reset-password',
    { config: limited, schema: { params: ZContextParams, body: ZResetPasswordRequest, response: { 204: z.null(), ...errorResponses } } },
    async (request, reply) => {
      await resetPassword({ db, jobs, publicUrl: config.publicUrl, context: request.params.context, ...request.body });
      return reply.status(204).send(null);
    },
  );
};
