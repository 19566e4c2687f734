import { z } from 'zod';
import { CANCEL_REASONS, FUNDING_STEPS, ZCancelLoan } from '@lintel/domain';
import { defineCall } from './define-call.ts';

/**
 * Calls of the complete page and the dashboard's funded line (issue 14 items 5-6, spec 04 section 9.6): the
 * funding timeline with one right-to-cancel countdown per owner, and the cancellation within the period.
 */
const ZFundingParams = z.object({ uuid: z.string().max(64) });
const FUNDING = '/service-funding/api/v1/applications/{uuid}/funding';

export const ZRescissionOwner = z.object({
  name: z.string(),
  /** The last day to cancel (yyyy-MM-dd, in the property's time zone) and the instant the right ends. */
  lastDay: z.string(),
  endsAt: z.iso.datetime(),
  /** This owner is the caller. */
  isYou: z.boolean(),
});

export const ZFundingTimelineStep = z.object({
  step: z.enum(FUNDING_STEPS),
  title: z.string(),
  text: z.string(),
  /** When it happens or happened (expected until done). */
  at: z.iso.datetime().nullable(),
  state: z.enum(['DONE', 'CURRENT', 'NEXT', 'SKIPPED']),
});

export const ZFundedLine = z.object({
  amount: z.number(),
  initialDraw: z.number(),
  rate: z.number(),
  termYears: z.number(),
  fundedAt: z.iso.datetime(),
  firstPaymentDate: z.string(),
  firstPaymentAmount: z.number(),
  paymentMethod: z.string().nullable(),
});
export type TFundedLine = z.infer<typeof ZFundedLine>;

export const ZFundingState = z.object({
  applicationStatus: z.string(),
  /** Null until the timeline starts (GEN_RESCISSION). */
  timeline: z
    .object({
      timeZone: z.string(),
      rightToCancel: z.boolean(),
      signedAt: z.iso.datetime(),
      owners: z.array(ZRescissionOwner),
      /** The caller is an owner within the period: "Cancel my loan" is offered. */
      canCancel: z.boolean(),
      expectedFundingAt: z.iso.datetime(),
      steps: z.array(ZFundingTimelineStep),
    })
    .nullable(),
  now: z.iso.datetime(),
  cancelled: z.object({ at: z.iso.datetime(), reason: z.string() }).nullable(),
  fundedLine: ZFundedLine.nullable(),
});
export type TFundingState = z.infer<typeof ZFundingState>;

export const ZCancelLoanRequest = ZCancelLoan;
export const ZCancelReason = z.enum(CANCEL_REASONS);

export const getFundingStateCall = defineCall({
  id: 'getFundingState',
  method: 'GET',
  path: FUNDING,
  summary: 'complete: the right-to-cancel countdown of each owner (property time zone), the expected funding date, the timeline with dates; after COMPLETE the funded line.',
  access: 'applicant',
  params: ZFundingParams,
  answers: { 200: ZFundingState },
  errors: [400, 401, 404],
});

export const cancelLoanCall = defineCall({
  id: 'cancelLoan',
  method: 'POST',
  path: `${FUNDING}/cancel`,
  summary: 'complete: "Cancel my loan" within the right-to-cancel period: CANCELLED with the reason recorded, and the lender told through the outbox.',
  access: 'applicant',
  params: ZFundingParams,
  body: ZCancelLoanRequest,
  answers: { 200: ZFundingState },
  errors: [400, 401, 404, 409],
});

/** An additional owner (access signer): the same facts and the same right, for the application it signs for. */
const ZCoOwnerQuery = z.object({ applicationUuid: z.string().max(64) });
const CO_OWNER_FUNDING = '/service-funding/api/v1/co-owner/funding';

export const getCoOwnerFundingStateCall = defineCall({
  id: 'getCoOwnerFundingState',
  method: 'GET',
  path: CO_OWNER_FUNDING,
  summary: 'An additional owner: the funding timeline of the application it signs for, with its own right-to-cancel countdown.',
  access: 'signer',
  query: ZCoOwnerQuery,
  answers: { 200: ZFundingState },
  errors: [400, 401, 404],
});

export const cancelLoanAsCoOwnerCall = defineCall({
  id: 'cancelLoanAsCoOwner',
  method: 'POST',
  path: `${CO_OWNER_FUNDING}/cancel`,
  summary: 'An additional owner cancels within its own right-to-cancel period: CANCELLED with the reason recorded, the lender told.',
  access: 'signer',
  query: ZCoOwnerQuery,
  body: ZCancelLoanRequest,
  answers: { 200: ZFundingState },
  errors: [400, 401, 404, 409],
});

export const fundingCalls = [getFundingStateCall, cancelLoanCall, getCoOwnerFundingStateCall, cancelLoanAsCoOwnerCall] as const;
