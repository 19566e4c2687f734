import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Feedback to the CEO (spec 02 "Feedback"): kept for agents to read; the message is the person's own words. */
export const ceoFeedback = pgTable(
  'ceo_feedback',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    identityUuid: uuid('identity_uuid').notNull(),
    email: text('email').notNull(),
    // The application module's uuid, checked to be the sender's own when given.
    applicationUuid: uuid('application_uuid'),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    marketingConsent: boolean('marketing_consent').notNull(),
    pathname: text('pathname').notNull(),
    productType: text('product_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ceo_feedback_org_created_idx').on(t.organizationCode, t.createdAt)],
);

/** Leave-survey answers (spec 03 section 4): why a signed-in applicant logged out from an application page. */
export const leaveSurveyAnswers = pgTable(
  'leave_survey_answers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    identityUuid: uuid('identity_uuid').notNull(),
    applicationUuid: uuid('application_uuid'),
    reason: text('reason').notNull(),
    comment: text('comment'),
    pathname: text('pathname').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leave_survey_org_created_idx').on(t.organizationCode, t.createdAt)],
);
