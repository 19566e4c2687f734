import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every document of an application (spec 04 section 9.1): generated PDFs and uploaded files. The bytes live in
 * the file store under `storageKey`, sealed with the key named by `keyId`; a row is written only after its
 * bytes are durable, so a row never points at nothing.
 */
export const documents = pgTable(
  'documents',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    organizationCode: text('organization_code').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** APPLICANT, AGENT or SYSTEM (a job); with the identity for people. */
    addedByKind: text('added_by_kind').notNull(),
    addedByIdentityUuid: uuid('added_by_identity_uuid'),
    /** The condition (document request) the upload answers, when given. */
    conditionUuid: uuid('condition_uuid'),
    signed: boolean('signed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_application_idx').on(t.applicationUuid, t.createdAt)],
);

export type TDocumentRow = typeof documents.$inferSelect;
