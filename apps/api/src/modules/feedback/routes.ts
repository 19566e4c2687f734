import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AGENT_FEEDBACK_PATH,
  CEO_FEEDBACK_PATH,
  LEAVE_SURVEY_PATH,
  ZAgentFeedbackList,
  ZAgentFeedbackQuery,
  ZCeoFeedbackRequest,
  ZCeoFeedbackResponse,
  ZErrorBody,
  ZLeaveSurveyRequest,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { findOwnedApplication } from '../application/index.ts';
import { CEO_FEEDBACK_ORG, listCeoFeedback, saveCeoFeedback } from './ceo-feedback.ts';
import { saveLeaveSurveyAnswer } from './leave-survey.ts';

const errorResponses = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody };

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    CEO_FEEDBACK_PATH,
    {
      preHandler: requireCaller(['APPLICANT']),
      config: { rateLimit: perMinute(20) },
      schema: { body: ZCeoFeedbackRequest, response: { 201: ZCeoFeedbackResponse, ...errorResponses } },
    },
    async (request, reply) => {
      // Spec 02 section 6: the main brand only; on any other brand the call does not exist.
      if (request.orgCode !== CEO_FEEDBACK_ORG) throw notFound();
      const caller = callerOf(request);
      if (request.body.applicationUuid) {
        await findOwnedApplication({ db, uuid: request.body.applicationUuid, ownerIdentityUuid: caller.identityUuid, organizationCode: request.orgCode });
      }
      const saved = await saveCeoFeedback({ db, organizationCode: request.orgCode, identityUuid: caller.identityUuid, email: caller.email, request: request.body });
      return reply.status(201).send(saved);
    },
  );

  app.get(
    AGENT_FEEDBACK_PATH,
    { preHandler: requireCaller(['AGENT', 'ADMIN']), schema: { querystring: ZAgentFeedbackQuery, response: { 200: ZAgentFeedbackList, ...errorResponses } } },
    async (request) => listCeoFeedback({ db, orgCodes: callerOf(request).orgCodes, ...request.query }),
  );

  app.post(
    LEAVE_SURVEY_PATH,
    {
      preHandler: requireCaller(['APPLICANT']),
      config: { rateLimit: perMinute(20) },
      schema: { body: ZLeaveSurveyRequest, response: { 201: ZCeoFeedbackResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (request.body.applicationUuid) {
        await findOwnedApplication({ db, uuid: request.body.applicationUuid, ownerIdentityUuid: caller.identityUuid, organizationCode: request.orgCode });
      }
      const saved = await saveLeaveSurveyAnswer({ db, organizationCode: request.orgCode, identityUuid: caller.identityUuid, request: request.body });
      return reply.status(201).send(saved);
    },
  );
};
