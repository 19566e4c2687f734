import { z } from 'zod';

/** The social security number after a no-match (credit/social); moved from the contract (decision 010). */

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
