import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every message to a person, written in the transaction of what causes it and sent by the outbox job
 * (decision 019). A row that reached the sandbox (no SMTP_URL, or a text message) is the sandbox mailbox.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    // What the message is about (e.g. "password-reset"): logs name it instead of the recipient.
    kind: text('kind').notNull(),
    // The address as given (an email, or a phone number as +1 and ten digits) and its lower-cased key.
    toAddress: text('to_address').notNull(),
    toKey: text('to_key').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    // Email only: the branded HTML part.
    htmlBody: text('html_body'),
    links: text('links').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['QUEUED', 'SENT', 'FAILED'] }).notNull().default('QUEUED'),
    // Where it went: the SMTP server, or the sandbox mailbox.
    deliveredVia: text('delivered_via', { enum: ['SMTP', 'SANDBOX'] }),
    attempts: integer('attempts').notNull().default(0),
    // The last failure, with addresses taken out.
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_to_idx').on(t.toKey, t.createdAt)],
);

export type TOutboxRow = typeof outboxMessages.$inferSelect;
