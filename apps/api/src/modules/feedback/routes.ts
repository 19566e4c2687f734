import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAgentFeedbackCall, sendCeoFeedbackCall, sendLeaveSurveyCall } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findOwnedApplication } from '../application/index.ts';
import { CEO_FEEDBACK_ORG, listCeoFeedback, saveCeoFeedback } from './ceo-feedback.ts';
import { saveLeaveSurveyAnswer } from './leave-survey.ts';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerCall(
    app,
    sendCeoFeedbackCall,
    { preHandler: requireCaller(['APPLICANT']), config: { rateLimit: perMinute(20) } },
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

  registerCall(
    app,
    listAgentFeedbackCall,
    { preHandler: requireCaller(['AGENT', 'ADMIN']) },
    async (request) => listCeoFeedback({ db, orgCodes: callerOf(request).orgCodes, ...request.query }),
  );

  registerCall(
    app,
    sendLeaveSurveyCall,
    { preHandler: requireCaller(['APPLICANT']), config: { rateLimit: perMinute(20) } },
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
