import { z } from 'zod';
import type { TApplicationStatus } from './status.ts';
import { isFinalStatus } from './transitions.ts';

/**
 * The applicant's own "Cancel application" (spec 04 section 3: CANCELLED from any non-final status, by the
 * applicant or an agent), decision 084. The right to cancel after closing stays the funding module's
 * "Cancel my loan" (Regulation Z, with its reasons and the lender's email): this call does not compete with it.
 */
export const APPLICANT_CANCEL_REASON_MAX = 500;

export const APPLICANT_CANCEL_MESSAGES = {
  /** COMPLETE, CANCELLED, DECLINED: nothing left to cancel. */
  notCancellable: 'This application has already ended, so it can no longer be cancelled.',
  /** GEN_RESCISSION, RESCISSION: the complete page's "Cancel my loan" is the way. */
  useRightToCancel:
    'Your loan is in its right-to-cancel period. Please cancel it with "Cancel my loan" on your loan’s page.',
  /** After the right to cancel (recording, payoffs, funding): the same words as the funding module's. */
  closed: 'Your loan has closed, so it can no longer be cancelled here. Please contact us.',
  reasonTooLong: `Please keep it to ${APPLICANT_CANCEL_REASON_MAX} characters`,
  /** The audit trail's reason when the applicant gives none. */
  noReasonGiven: 'No reason given',
} as const;

/** The dialog's words (apps/web status-routing). */
export const APPLICANT_CANCEL_TEXTS = {
  action: 'Cancel application',
  title: 'Cancel your application?',
  explanation:
    'Cancelling stops your application for good: we stop working on it, and you cannot pick it up again. You can start a new application later. Nothing has been funded, and you owe nothing.',
  reasonLabel: 'Why are you cancelling? (optional)',
  confirm: 'Cancel application',
  cancelling: 'Cancelling',
  keep: 'Keep my application',
  cancelled: 'Your application has been cancelled.',
} as const;

/** The request: an optional reason, trimmed, at most 500 characters (an empty one counts as none). */
export const ZApplicantCancelRequest = z.object({
  reason: z
    .string()
    .trim()
    .max(APPLICANT_CANCEL_REASON_MAX, APPLICANT_CANCEL_MESSAGES.reasonTooLong)
    .nullish(),
});
export type TApplicantCancelRequest = z.infer<typeof ZApplicantCancelRequest>;

/** Inactive statuses (the server's application-lifecycle) and the final ones: nothing to cancel. */
const ENDED: ReadonlySet<TApplicationStatus> = new Set(['COMPLETE', 'CANCELLED', 'DECLINED', 'UNKNOWN']);
/** The right to cancel runs (or is about to start): the funding module's cancel. */
const RIGHT_TO_CANCEL: ReadonlySet<TApplicationStatus> = new Set(['GEN_RESCISSION', 'RESCISSION']);
/**
 * After the right to cancel: the loan is closed. PAYOFF_REQUEST_PENDING is not here, since it also comes before
 * closing (from the liens); the server tells the two apart with `closed` (the application reached GEN_RESCISSION).
 */
const AFTER_CLOSING: ReadonlySet<TApplicationStatus> = new Set([
  'RECORDING',
  'REQUEST_STEWART_PAYOFFS',
  'FUNDABLE',
  'DIRECT_DEBT_PAYOFF',
  'FUNDING_DECISION',
]);

export type TApplicantCancelRefusal = keyof Pick<
  typeof APPLICANT_CANCEL_MESSAGES,
  'notCancellable' | 'useRightToCancel' | 'closed'
>;

/**
 * Why the applicant may not cancel the application in this status, or null when it may. `closed` says the
 * application has been through closing (the server knows; the web does not and passes false).
 */
export const applicantCancelRefusal = (options: {
  status: string;
  closed?: boolean;
}): TApplicantCancelRefusal | null => {
  const status = options.status as TApplicationStatus;
  if (ENDED.has(status) || isFinalStatus(status)) return 'notCancellable';
  if (RIGHT_TO_CANCEL.has(status)) return 'useRightToCancel';
  if (AFTER_CLOSING.has(status) || options.closed) return 'closed';
  return null;
};

/** Whether the applicant's pages offer "Cancel application" in this status. */
export const canApplicantCancel = (status: string): boolean => applicantCancelRefusal({ status }) === null;
