import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Conditions an agent asks of the applicant (spec 02 "Condition"); resolved ones stay for the record. */
export const conditions = pgTable(
  'conditions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    // The application module's uuid; read through its exported functions, never its table.
    applicationUuid: uuid('application_uuid').notNull(),
    // Set when the condition asks an additional signer (co-owner) rather than the primary (decision 036): only
    // that signer sees and answers it; the primary never does. The signers module's record uuid.
    signerUuid: uuid('signer_uuid'),
    categoryEnum: text('category_enum').notNull(),
    requestDocuments: text('request_documents').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    commentsToBorrower: text('comments_to_borrower'),
    actionNeeded: boolean('action_needed').notNull().default(true),
    xtraData: jsonb('xtra_data').$type<Record<string, unknown>>().notNull().default({}),
    createdByIdentityUuid: uuid('created_by_identity_uuid'),
    // When the borrower answered (uploaded what was asked): the condition then waits for an agent's review.
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByIdentityUuid: uuid('resolved_by_identity_uuid'),
    resolution: text('resolution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conditions_application_idx').on(t.applicationUuid, t.createdAt)],
);

export type TConditionRow = typeof conditions.$inferSelect;

/** When a person last saw a condition in the notification panel: read state is per user, kept here. */
export const conditionReads = pgTable(
  'condition_reads',
  {
    conditionUuid: uuid('condition_uuid')
      .notNull()
      .references(() => conditions.uuid, { onDelete: 'cascade' }),
    identityUuid: uuid('identity_uuid').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conditionUuid, t.identityUuid] })],
);
