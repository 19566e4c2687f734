import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** People waiting for the product in their state or zip (spec 01 section 4 "Waitlist rule"); one per email and organisation. */
export const waitListEntries = pgTable(
  'wait_list_entries',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    // Lower-cased, so the same person signing up twice is one entry.
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // yyyy-MM-dd sealed with the keyring (platform/sealed-text.ts, context dobContextOf): personal data,
    // never logged, never answered.
    dob: text('dob').notNull(),
    income: integer('income').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    consent: boolean('consent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wait_list_entries_org_email_unique').on(t.organizationCode, t.email)],
);
