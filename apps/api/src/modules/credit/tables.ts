import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The social security number an applicant gave after a credit no-match, one per application. Only the
 * AES-256-GCM sealed form is stored (see ssn-cipher.ts); the plain number exists only in memory while a
 * credit pull is made.
 */
export const applicantSsns = pgTable('applicant_ssns', {
  applicationUuid: uuid('application_uuid').primaryKey(),
  sealed: text('sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
