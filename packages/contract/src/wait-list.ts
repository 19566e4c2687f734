import { z } from 'zod';
import { defineCall } from './define-call.ts';
import {
  MSG,
  ZCity,
  ZEmail,
  ZFirstName,
  ZIncome,
  ZStateCode,
  ZStreet1,
  ZStreet2,
  ZZip,
  findDateOfBirthProblem,
  makeLastNameSchema,
  parseStoredDate,
} from '@lintel/domain';

/**
 * The wait-list sign-up (spec 01 section 7): the registration answers so far. The date of birth is
 * "yyyy-MM-dd" and follows the age rule of the property state (19 in Alabama), judged on the day each request is
 * parsed (`today` is asked for at every parse).
 */
export const makeJoinWaitListRequestSchema = (options: { today: () => Date; allowDigitsInLastName: boolean }) =>
  z
    .object({
      firstName: ZFirstName,
      lastName: makeLastNameSchema({ allowDigits: options.allowDigitsInLastName }),
      dob: z.string({ error: MSG.dobRequired }).trim().min(1, { error: MSG.dobRequired }),
      email: ZEmail,
      income: ZIncome,
      street1: ZStreet1,
      street2: z._default(ZStreet2, ''),
      city: ZCity,
      state: ZStateCode,
      zip: ZZip,
      consent: z.boolean({ error: MSG.required }),
    })
    .superRefine((body, ctx) => {
      const parts = parseStoredDate(body.dob);
      const problem = parts ? findDateOfBirthProblem(parts, { state: body.state, today: options.today() }) : MSG.dobInvalid;
      if (problem) ctx.addIssue({ code: 'custom', path: ['dob'], message: problem });
    });
export type TJoinWaitListRequest = z.infer<ReturnType<typeof makeJoinWaitListRequestSchema>>;

/** The answer never repeats what was sent (the date of birth least of all). */
export const ZJoinWaitListResponse = z.object({ uuid: z.string(), created: z.boolean() });

export const joinWaitListCall = defineCall({
  id: 'joinWaitList',
  method: 'POST',
  path: '/service-wait-list/api/v1/home-equity-loan-plus',
  summary: 'Puts a visitor from a state we do not lend in yet on the wait list (spec 01 section 7).',
  tag: 'service-wait-list',
  access: 'public',
  body: makeJoinWaitListRequestSchema({ today: () => new Date(), allowDigitsInLastName: false }),
  answers: { 201: ZJoinWaitListResponse },
  errors: [400, 404, 429],
});

export const waitListCalls = [joinWaitListCall] as const;
