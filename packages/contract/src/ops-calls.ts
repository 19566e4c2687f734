import { z } from 'zod';
import { ZHelocApplication } from './application.ts';
import { defineCall } from './define-call.ts';
import {
  ZAgentApplicationDetail,
  ZAgentApplicationList,
  ZAgentApplicationListQuery,
  ZAgentCondition,
  ZAgentStatusChangeRequest,
  ZApplicantFacts,
  ZApplicationMessageList,
  ZClockAdvanceRequest,
  ZClockResponse,
  ZCreateConditionRequest,
  ZResolveConditionRequest,
  ZRevealApplicantFactsRequest,
} from './ops.ts';

/** The agents' operations calls (spec 04 sections 6 and 7; the console of decision 034). */
export const OPS_BASE = '/service-ops/agent/api/v1';
// Path ids are checked by the server: anything that is not a uuid answers 404 like an application that is not yours.
const ZApplicationParams = z.object({ uuid: z.string().max(64) });
const ZConditionParams = z.object({ uuid: z.string().max(64), conditionUuid: z.string().max(64) });

export const listAgentApplicationsCall = defineCall({
  id: 'listAgentApplications',
  method: 'GET',
  path: `${OPS_BASE}/applications`,
  summary: "Applications of the agent's organisations, newest first: status, brand, age and a search of name, email or loan number.",
  access: 'agent',
  query: ZAgentApplicationListQuery,
  answers: { 200: ZAgentApplicationList },
  errors: [400, 401, 404],
});
export const getAgentApplicationCall = defineCall({
  id: 'getAgentApplication',
  method: 'GET',
  path: `${OPS_BASE}/applications/{uuid}`,
  summary: 'One application: status fields, audit trail, documents, conditions; personal facts masked.',
  access: 'agent',
  params: ZApplicationParams,
  answers: { 200: ZAgentApplicationDetail },
  errors: [400, 401, 404],
});
export const moveAgentApplicationStatusCall = defineCall({
  id: 'moveAgentApplicationStatus',
  method: 'POST',
  path: `${OPS_BASE}/applications/{uuid}/status`,
  summary: 'Moves the application along an allowed transition with a reason (an admin may force any status); audited.',
  access: 'agent',
  params: ZApplicationParams,
  body: ZAgentStatusChangeRequest,
  answers: { 200: ZHelocApplication },
  errors: [400, 401, 404, 409],
});
export const createAgentConditionCall = defineCall({
  id: 'createAgentCondition',
  method: 'POST',
  path: `${OPS_BASE}/applications/{uuid}/conditions`,
  summary: 'Creates a condition for the borrower (spec 02 "Condition").',
  access: 'agent',
  params: ZApplicationParams,
  body: ZCreateConditionRequest,
  answers: { 200: ZAgentCondition },
  errors: [400, 401, 404, 409],
});
export const resolveAgentConditionCall = defineCall({
  id: 'resolveAgentCondition',
  method: 'PATCH',
  path: `${OPS_BASE}/applications/{uuid}/conditions/{conditionUuid}`,
  summary: 'Resolves a condition.',
  access: 'agent',
  params: ZConditionParams,
  // Nullish: Fastify hands a request without a body to the validator as null; no body resolves it as "Resolved".
  body: ZResolveConditionRequest.nullish(),
  answers: { 200: ZAgentCondition },
  errors: [400, 401, 404, 409],
});
export const revealApplicantFactsCall = defineCall({
  id: 'revealApplicantFacts',
  method: 'POST',
  path: `${OPS_BASE}/applications/{uuid}/reveal`,
  summary: "The applicant's personal facts in full, for a stated reason written to the audit trail.",
  access: 'agent',
  params: ZApplicationParams,
  body: ZRevealApplicantFactsRequest,
  answers: { 200: ZApplicantFacts },
  errors: [400, 401, 404],
});
export const listApplicationMessagesCall = defineCall({
  id: 'listApplicationMessages',
  method: 'GET',
  path: `${OPS_BASE}/applications/{uuid}/messages`,
  summary: "Emails and text messages written to the applicant's addresses in the application's brand, newest first.",
  access: 'agent',
  params: ZApplicationParams,
  answers: { 200: ZApplicationMessageList },
  errors: [400, 401, 404],
});
export const getClockCall = defineCall({
  id: 'getClock',
  method: 'GET',
  path: `${OPS_BASE}/clock`,
  summary: 'Admin, sandbox mode only: the simulated now and how far it is ahead of real time.',
  access: 'admin',
  answers: { 200: ZClockResponse },
  errors: [401, 404],
});
export const advanceClockCall = defineCall({
  id: 'advanceClock',
  method: 'POST',
  path: `${OPS_BASE}/clock/advance`,
  summary: 'Admin, sandbox mode only: moves the simulated clock forward so that waiting periods end.',
  access: 'admin',
  body: ZClockAdvanceRequest,
  answers: { 200: ZClockResponse },
  errors: [400, 401, 404],
});

export const opsCalls = [
  listAgentApplicationsCall,
  getAgentApplicationCall,
  moveAgentApplicationStatusCall,
  createAgentConditionCall,
  resolveAgentConditionCall,
  revealApplicantFactsCall,
  listApplicationMessagesCall,
  getClockCall,
  advanceClockCall,
] as const;
