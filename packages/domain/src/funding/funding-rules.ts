import { z } from 'zod';

/**
 * Who has a right to cancel (Regulation Z 12 CFR 1026.15(a)(1)): a security interest in the consumer's
 * principal dwelling. So a HELOC on the applicant's home (occupancy HOME) has a rescission period; a
 * business-purpose (DSCR) loan (1026.3(a): exempt) and a line on a second home or an investment property do not.
 */
export const hasRightToCancel = (options: { productKind: string; occupancyType: string }): boolean =>
  options.productKind !== 'DSCR' && options.occupancyType === 'HOME';

/** The funding timeline's steps after the bank accounts (spec 04 sections 3 and 9.6), in order. */
export const FUNDING_STEPS = ['RESCISSION', 'RECORDING', 'FUNDABLE', 'FUNDING_DECISION', 'COMPLETE'] as const;
export type TFundingStep = (typeof FUNDING_STEPS)[number];

/** What each step means to the applicant (the complete page's timeline). The spec is silent on the wording. */
export const FUNDING_STEP_TEXTS: Record<TFundingStep, { title: string; text: string }> = {
  RESCISSION: {
    title: 'Your right to cancel',
    text: 'Each owner with the right to cancel has three business days (Sundays and federal holidays do not count) to change their mind.',
  },
  RECORDING: { title: 'Recording', text: 'The county records the lien on your property. This takes one business day.' },
  FUNDABLE: { title: 'Final checks', text: 'We make sure everything is in place before we send the money.' },
  FUNDING_DECISION: { title: 'Funding', text: 'We send your initial draw to your disbursement account.' },
  COMPLETE: { title: 'Funded', text: 'Your line is open. Your first payment is due a month after funding.' },
};

/** Why an owner cancels (recorded with the cancellation, and told to the lender). */
export const CANCEL_REASONS = [
  'I found a better offer elsewhere',
  'I no longer need the money',
  'The terms are not what I expected',
  'Other',
] as const;
export const CANCEL_DETAIL_MAX = 500;

export const FUNDING_MESSAGES = {
  cancelReasonRequired: 'Please tell us why you want to cancel',
  cancelDetailRequired: 'Please tell us a little more',
  cancelDetailTooLong: `Please keep it to ${CANCEL_DETAIL_MAX} characters`,
  cancelPeriodOver: 'Your right to cancel has ended, so this loan can no longer be cancelled here. Please contact us.',
  cancelNotAllowed: 'Only an owner with the right to cancel can cancel this loan.',
  cancelled: 'Your loan has been cancelled.',
} as const;

export const ZCancelLoan = z
  .object({
    reason: z.enum(CANCEL_REASONS, { error: FUNDING_MESSAGES.cancelReasonRequired }),
    detail: z.string().trim().max(CANCEL_DETAIL_MAX, FUNDING_MESSAGES.cancelDetailTooLong).optional(),
  })
  .refine((value) => value.reason !== 'Other' || (value.detail ?? '').length > 0, {
    message: FUNDING_MESSAGES.cancelDetailRequired,
    path: ['detail'],
  });
export type TCancelLoan = z.infer<typeof ZCancelLoan>;

/** The reason recorded in the audit trail. */
export const cancelReasonText = (value: TCancelLoan): string => (value.detail ? `${value.reason}: ${value.detail}` : value.reason);
