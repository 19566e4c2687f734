import { z } from 'zod';
import { ZApplicationUuidParams } from './application-calls.ts';
import { defineCall, urlOf } from './define-call.ts';
import { ZApplicationStatus, ZSsn } from '@lintel/domain';

// Field rules and messages live in the domain package (decision 010); re-exported for the contract's users.
export { SSN_MESSAGES, ssnDigitsOf, ZSsn } from '@lintel/domain';

/**
 * Calls of the credit module: the social security number after a no-match (credit/social), the retry after
 * the applicant has unfrozen their credit (credit/error), and the adverse-action reasons of a decline
 * (error/decline).
 */

/** POST /service-application/api/v1/application/heloc/{uuid}/credit/ssn */
export const ZSubmitSsnRequest = z.object({ ssn: ZSsn });
export type TSubmitSsnRequest = z.infer<typeof ZSubmitSsnRequest>;

/** The answer of both credit calls: the status the application is now in (never the number). */
export const ZCreditActionResponse = z.object({ uuid: z.uuid(), applicationStatus: ZApplicationStatus });
export type TCreditActionResponse = z.infer<typeof ZCreditActionResponse>;

/** GET /service-application/api/v1/application/heloc/{uuid}/credit/decision */
export const ZCreditDecisionResponse = z.object({
  uuid: z.uuid(),
  /** The principal reasons of an adverse action, in the bureau's order; empty unless declined. */
  adverseActionReasons: z.array(z.string()),
});
export type TCreditDecisionResponse = z.infer<typeof ZCreditDecisionResponse>;

export const submitSsnCall = defineCall({
  id: 'submitSsn',
  method: 'POST',
  path: '/service-application/api/v1/application/heloc/{uuid}/credit/ssn',
  summary: 'The social security number after a no-match (credit/social): sealed, then the pull runs again.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZSubmitSsnRequest,
  answers: { 200: ZCreditActionResponse },
  errors: [400, 401, 404, 409],
});

export const retryCreditCall = defineCall({
  id: 'retryCredit',
  method: 'POST',
  path: '/service-application/api/v1/application/heloc/{uuid}/credit/retry',
  summary: 'Runs the soft pull again after the applicant has unfrozen their credit (credit/error).',
  access: 'applicant',
  params: ZApplicationUuidParams,
  answers: { 200: ZCreditActionResponse },
  errors: [400, 401, 404, 409],
});

export const getCreditDecisionCall = defineCall({
  id: 'getCreditDecision',
  method: 'GET',
  path: '/service-application/api/v1/application/heloc/{uuid}/credit/decision',
  summary: 'The principal reasons of an adverse action, in the bureau’s order; empty unless declined.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  answers: { 200: ZCreditDecisionResponse },
  errors: [400, 401, 404, 409],
});

export const creditCalls = [submitSsnCall, retryCreditCall, getCreditDecisionCall] as const;

export const submitSsnPath = (uuid: string) => urlOf(submitSsnCall, { uuid });
export const retryCreditPath = (uuid: string) => urlOf(retryCreditCall, { uuid });
export const creditDecisionPath = (uuid: string) => urlOf(getCreditDecisionCall, { uuid });
