import { z } from 'zod';
import { MSG } from './messages.ts';
import { FEEDBACK_TOPICS } from '../enums/feedback-topics.ts';

export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 1000;

export const ZFeedbackTopic = z.enum(FEEDBACK_TOPICS, { error: MSG.required });

export const ZFeedbackMessage = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required, abort: true })
  .min(FEEDBACK_MESSAGE_MIN, MSG.feedbackMinLength)
  .max(FEEDBACK_MESSAGE_MAX, MSG.feedbackMaxLength);

/**
 * marketingConsent on the wire: a boolean, or the spec's "Yes" or "No" (section 5, any case), read as a boolean;
 * anything else, missing included, is "Required".
 */
export const ZFeedbackConsent = z.union(
  [
    z.boolean(),
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['yes', 'no']))
      .transform((answer) => answer === 'yes'),
  ],
  { error: MSG.required },
);

/** The fields a person fills in the feedback modal; the call adds pathname, productType and applicationUuid. */
export const ZFeedbackForm = z.object({
  topic: ZFeedbackTopic,
  message: ZFeedbackMessage,
  marketingConsent: ZFeedbackConsent,
});
export type TFeedbackForm = z.infer<typeof ZFeedbackForm>;

/** The modal's Yes/No answer for marketingConsent, as the radio buttons hold it. */
export const ZFeedbackConsentAnswer = z.enum(['yes', 'no'], { error: MSG.required }).transform((answer) => answer === 'yes');

/** The modal's fields as the form holds them (radio values are strings); parses to ZFeedbackForm's shape. */
export const ZFeedbackFormInput = z.object({
  topic: ZFeedbackTopic,
  message: ZFeedbackMessage,
  marketingConsent: ZFeedbackConsentAnswer,
});
export type TFeedbackFormInput = z.input<typeof ZFeedbackFormInput>;
