import { z } from 'zod';

export const FEEDBACK_TOPICS = ['IMPROVE', 'COMPLIMENT'] as const;
export type TFeedbackTopic = (typeof FEEDBACK_TOPICS)[number];
export const FEEDBACK_TOPIC_LABELS: Record<TFeedbackTopic, string> = {
  IMPROVE: 'Improve our product',
  COMPLIMENT: 'Give us a compliment',
};
export const FEEDBACK_TOPIC_OPTIONS = FEEDBACK_TOPICS.map((value) => ({
  value,
  label: FEEDBACK_TOPIC_LABELS[value],
}));
export const ZFeedbackTopicValue = z.enum(FEEDBACK_TOPICS);
