import { z } from 'zod';

/**
 * Calls of the credit module: the social security number after a no-match (credit/social), the retry after
 * the applicant has unfrozen their credit (credit/error), and the adverse-action reasons of a decline
 * (error/decline).
 */

export const SSN_MESSAGES = {
  required: 'Please enter your social security number',
  length: 'Social security number must be 9 digits',
  invalid: 'Please enter a valid social security number',
} as const;

/** Digits of a social security number typed with or without dashes and spaces. */
export const ssnDigitsOf = (value: string): string => value.replace(/[\s-]/g, '');

/**
 * Nine digits; an area number of 000, 666 or 900-999 is never issued. A serial of 0000 is accepted on purpose:
 * the sandbox bureau uses it to answer "no match" (spec 04 section 4).
 */
export const ZSsn = z
  .string({ error: SSN_MESSAGES.required })
  .transform(ssnDigitsOf)
  .pipe(
    z
      .string()
      .min(1, SSN_MESSAGES.required)
      .regex(/^\d+$/, SSN_MESSAGES.length)
      .length(9, SSN_MESSAGES.length)
      .refine((digits) => !/^(000|666|9\d\d)/.test(digits), SSN_MESSAGES.invalid),
  );

/** POST /service-application/api/v1/application/heloc/{uuid}/credit/ssn */
export const ZSubmitSsnRequest = z.object({ ssn: ZSsn });
export type TSubmitSsnRequest = z.infer<typeof ZSubmitSsnRequest>;

/** The answer of both credit calls: the status the application is now in (never the number). */
export const ZCreditActionResponse = z.object({ uuid: z.uuid(), applicationStatus: z.string() });
export type TCreditActionResponse = z.infer<typeof ZCreditActionResponse>;

/** GET /service-application/api/v1/application/heloc/{uuid}/credit/decision */
export const ZCreditDecisionResponse = z.object({
  uuid: z.uuid(),
  /** The principal reasons of an adverse action, in the bureau's order; empty unless declined. */
  adverseActionReasons: z.array(z.string()),
});
export type TCreditDecisionResponse = z.infer<typeof ZCreditDecisionResponse>;

export const submitSsnPath = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/credit/ssn`;
export const retryCreditPath = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/credit/retry`;
export const creditDecisionPath = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/credit/decision`;
