import { z } from 'zod';
import { ZApplicationUuidParams } from './application-calls.ts';
import { defineCall, urlOf } from './define-call.ts';
import { ZApplicantCondition, ZConditionList, ZConditionListQuery, ZMarkConditionsReadRequest } from './ops.ts';

/**
 * The applicant's condition calls (spec 02 section 2): the open conditions of an own application, marking them
 * read (the notifications badge), and answering one that needs no file. Another caller's application answers 404.
 */
const BASE = '/service-conditions/external/api/v1/applications/{uuid}/conditions';
export const ZConditionParams = ZApplicationUuidParams.extend({ conditionUuid: z.string().max(64) });

export const listApplicantConditionsCall = defineCall({
  id: 'listApplicantConditions',
  method: 'GET',
  path: `${BASE}/external-applicants`,
  summary: 'The conditions of the caller’s application, open ones only unless includeResolved=true, each marked read or not.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  query: ZConditionListQuery,
  answers: { 200: ZConditionList },
  errors: [400, 401, 404],
});

export const markConditionsReadCall = defineCall({
  id: 'markConditionsRead',
  method: 'POST',
  path: `${BASE}/read`,
  summary: 'Marks conditions of the caller’s application as read by the caller.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZMarkConditionsReadRequest,
  answers: { 204: null },
  errors: [400, 401, 404],
});

export const answerConditionCall = defineCall({
  id: 'answerCondition',
  method: 'POST',
  path: `${BASE}/{conditionUuid}/answer`,
  summary: 'Marks a condition answered by the applicant (the agent then reviews it).',
  access: 'applicant',
  params: ZConditionParams,
  answers: { 200: ZApplicantCondition },
  errors: [400, 401, 404],
});

/**
 * An additional signer's own conditions (decision 036): those an agent addressed to this co-owner on the
 * application the signer signs for (the co-deed status's application), never the primary's.
 */
const SIGNER_BASE = '/service-conditions/external/api/v1/heloc/co-deed/conditions';
export const ZSignerConditionsQuery = ZConditionListQuery.extend({ applicationUuid: z.string().max(64).optional() });
export const ZSignerConditionParams = z.object({ conditionUuid: z.string().max(64) });

export const listSignerConditionsCall = defineCall({
  id: 'listSignerConditions',
  method: 'GET',
  path: SIGNER_BASE,
  summary: 'Additional signers only: the conditions asked of the caller as co-owner, open ones only unless includeResolved=true, each marked read or not.',
  access: 'signer',
  query: ZSignerConditionsQuery,
  answers: { 200: ZConditionList },
  errors: [400, 401, 404],
});

export const markSignerConditionsReadCall = defineCall({
  id: 'markSignerConditionsRead',
  method: 'POST',
  path: `${SIGNER_BASE}/read`,
  summary: 'Additional signers only: marks the caller’s own conditions as read.',
  access: 'signer',
  query: z.object({ applicationUuid: z.string().max(64).optional() }),
  body: ZMarkConditionsReadRequest,
  answers: { 204: null },
  errors: [400, 401, 404],
});

export const answerSignerConditionCall = defineCall({
  id: 'answerSignerCondition',
  method: 'POST',
  path: `${SIGNER_BASE}/{conditionUuid}/answer`,
  summary: 'Additional signers only: the co-owner has uploaded what the condition asks; it goes to an agent’s review.',
  access: 'signer',
  params: ZSignerConditionParams,
  query: z.object({ applicationUuid: z.string().max(64).optional() }),
  answers: { 200: ZApplicantCondition },
  errors: [400, 401, 404, 409],
});

export const conditionCalls = [
  listApplicantConditionsCall,
  markConditionsReadCall,
  answerConditionCall,
  listSignerConditionsCall,
  markSignerConditionsReadCall,
  answerSignerConditionCall,
] as const;

export const conditionsPath = (applicationUuid: string) => urlOf(listApplicantConditionsCall, { uuid: applicationUuid });
export const markConditionsReadPath = (applicationUuid: string) => urlOf(markConditionsReadCall, { uuid: applicationUuid });
/** Answers the condition as it now stands (a phone condition resolved, an upload submitted). */
export const conditionAnswerPath = (applicationUuid: string, conditionUuid: string) =>
  urlOf(answerConditionCall, { uuid: applicationUuid, conditionUuid });
