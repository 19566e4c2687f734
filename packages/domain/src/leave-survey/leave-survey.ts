import { z } from 'zod';
import { MSG } from '../validation/messages.ts';

/** Spec 03 section 9: logout proceeds this long after the survey is submitted or closed. */
export const LEAVE_SURVEY_LOGOUT_DELAY_MS = 750;

/** The application pages whose logout asks first (spec 03 section 2): liens, product/select, identity, signing/sign. */
const LEAVE_SURVEY_PAGES = /^\/account\/heloc\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(liens|product\/select|identity|signing\/sign)\/?$/i;

export const isLeaveSurveyPath = (pathname: string): boolean => LEAVE_SURVEY_PAGES.test(pathname);

/** The survey's question; its contents are not in the spec (decision 026). */
export const LEAVE_SURVEY_REASONS = ['NEED_TIME', 'OFFER_NOT_RIGHT', 'HAVE_QUESTION', 'MISSING_DOCUMENTS', 'OTHER'] as const;
export type TLeaveSurveyReason = (typeof LEAVE_SURVEY_REASONS)[number];
export const LEAVE_SURVEY_REASON_LABELS: Record<TLeaveSurveyReason, string> = {
  NEED_TIME: 'I need more time to decide',
  OFFER_NOT_RIGHT: 'The offer is not what I expected',
  HAVE_QUESTION: 'I have a question first',
  MISSING_DOCUMENTS: "I don't have what I need at hand",
  OTHER: 'Something else',
};
export const LEAVE_SURVEY_COMMENT_MAX = 500;

export const ZLeaveSurveyAnswer = z.object({
  reason: z.enum(LEAVE_SURVEY_REASONS, { error: MSG.required }),
  comment: z.string().trim().max(LEAVE_SURVEY_COMMENT_MAX, `Must be at most ${LEAVE_SURVEY_COMMENT_MAX} characters`).optional(),
});
export type TLeaveSurveyAnswer = z.infer<typeof ZLeaveSurveyAnswer>;
