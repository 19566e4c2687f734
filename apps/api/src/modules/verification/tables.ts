import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every identity check of an application's ID (issue 11 item 6): which sides were sent (document uuids of the
 * documents module), the vendor's answer and reference. One row per front image: sending the same images
 * again answers the first result (a double click, a retried request).
 */
export const idVerifications = pgTable(
  'id_verifications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    idType: text('id_type').notNull(),
    frontDocumentUuid: uuid('front_document_uuid').notNull(),
    backDocumentUuid: uuid('back_document_uuid'),
    result: text('result', { enum: ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'] }).notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    vendorReference: text('vendor_reference').notNull(),
    checkedByIdentityUuid: uuid('checked_by_identity_uuid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('id_verifications_front_idx').on(t.applicationUuid, t.frontDocumentUuid),
    index('id_verifications_application_idx').on(t.applicationUuid, t.createdAt),
  ],
);

/**
 * The applicant's consent to the hard credit pull (FCRA section 604(a)(3)), with the notice version shown and
 * the time; append-only, the latest counts. The address is kept for the record and never answered.
 */
export const hardCreditConsents = pgTable(
  'hard_credit_consents',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    identityUuid: uuid('identity_uuid').notNull(),
    noticeVersion: text('notice_version').notNull(),
    ipAddress: text('ip_address'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hard_credit_consents_application_idx').on(t.applicationUuid, t.givenAt)],
);

export type TIdVerificationRow = typeof idVerifications.$inferSelect;
export type THardCreditConsentRow = typeof hardCreditConsents.$inferSelect;

/**
 * One payoff request per entry into PAYOFF_REQUEST_PENDING: when it was sent and when the sandbox lenders answer
 * (one business day of simulated time later, as a real lender takes a day or more). Keyed by the entry, so an
 * application that comes back asks again; the due time is fixed on the simulated clock at the first look.
 */
export const payoffRequests = pgTable(
  'payoff_requests',
  {
    applicationUuid: uuid('application_uuid').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payoff_requests_entry_idx').on(t.applicationUuid, t.enteredAt)],
);
