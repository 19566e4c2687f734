import { z } from 'zod';
import { ZFeedbackForm, ZFeedbackTopicValue, ZLeaveSurveyAnswer } from '@lintel/domain';
import { defineCall } from './define-call.ts';


/**
 * POST /service-profile/api/v1/feedback/ceo (spec 02 section 7): the modal's fields plus where it was sent
 * from. The main brand only, signed-in applicants only.
 */
export const ZCeoFeedbackRequest = ZFeedbackForm.extend({
  applicationUuid: z.uuid().nullish(),
  pathname: z.string().trim().max(2048).regex(/^\//, 'pathname must start with /'),
  productType: z.literal('HELOC'),
});
export type TCeoFeedbackRequest = z.infer<typeof ZCeoFeedbackRequest>;

export const ZCeoFeedbackResponse = z.object({ uuid: z.uuid() });

/** GET /service-ops/agent/api/v1/feedback (agents): the feedback of the agent's organisations, newest first. */
export const ZAgentFeedbackQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const ZAgentFeedbackItem = z.object({
  uuid: z.uuid(),
  organizationCode: z.string(),
  identityUuid: z.uuid(),
  email: z.string(),
  applicationUuid: z.uuid().nullable(),
  topic: ZFeedbackTopicValue,
  message: z.string(),
  marketingConsent: z.boolean(),
  pathname: z.string(),
  productType: z.string(),
  createdAt: z.string(),
});
export type TAgentFeedbackItem = z.infer<typeof ZAgentFeedbackItem>;
export const ZAgentFeedbackList = z.array(ZAgentFeedbackItem);

/** POST /service-profile/api/v1/feedback/leave-survey: the leave-survey's answer and the page it was on. */
export const ZLeaveSurveyRequest = ZLeaveSurveyAnswer.extend({
  applicationUuid: z.uuid().nullish(),
  pathname: z.string().trim().max(2048).regex(/^\//, 'pathname must start with /'),
});
export type TLeaveSurveyRequest = z.infer<typeof ZLeaveSurveyRequest>;

export const sendCeoFeedbackCall = defineCall({
  id: 'sendCeoFeedback',
  method: 'POST',
  path: '/service-profile/api/v1/feedback/ceo',
  summary: 'Sends the signed-in applicant’s feedback to the CEO (spec 02 section 6); the main brand only, 404 elsewhere.',
  tag: 'service-profile',
  access: 'applicant',
  body: ZCeoFeedbackRequest,
  answers: { 201: ZCeoFeedbackResponse },
  errors: [400, 401, 404, 429],
});

export const listAgentFeedbackCall = defineCall({
  id: 'listAgentFeedback',
  method: 'GET',
  path: '/service-ops/agent/api/v1/feedback',
  summary: 'The CEO feedback of the agent’s organisations, newest first, paged.',
  tag: 'service-ops',
  access: 'agent',
  query: ZAgentFeedbackQuery,
  answers: { 200: ZAgentFeedbackList },
  errors: [400, 401, 404],
});

export const sendLeaveSurveyCall = defineCall({
  id: 'sendLeaveSurvey',
  method: 'POST',
  path: '/service-profile/api/v1/feedback/leave-survey',
  summary: 'Records the leave-survey’s answer and the page it was given on.',
  tag: 'service-profile',
  access: 'applicant',
  body: ZLeaveSurveyRequest,
  answers: { 201: ZCeoFeedbackResponse },
  errors: [400, 401, 404, 429],
});

export const feedbackCalls = [sendCeoFeedbackCall, listAgentFeedbackCall, sendLeaveSurveyCall] as const;
