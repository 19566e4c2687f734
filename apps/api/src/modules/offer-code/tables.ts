import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Direct-mail offer codes per organisation (spec 02 "Offer code record"); dates are yyyy-MM-dd. */
export const offerCodes = pgTable(
  'offer_codes',
  {
    organizationCode: text('organization_code').notNull(),
    // Upper-case: a code read off a letter is typed in any case.
    offerCode: text('offer_code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    inHomeDate: text('in_home_date').notNull(),
    respondByDate: text('respond_by_date').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationCode, t.offerCode] })],
);
export type TOfferCodeRow = typeof offerCodes.$inferSelect;
