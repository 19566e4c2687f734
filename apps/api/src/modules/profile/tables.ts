import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export type TStoredPhone = { type: string; number: string };
export type TStoredAddress = {
  type: 'HOME';
  uuid: string;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
};

/** One profile per identity and organisation (spec 02 section 3 "Profile"). */
export const profiles = pgTable(
  'profiles',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    identityUuid: uuid('identity_uuid').notNull(),
    organizationCode: text('organization_code').notNull(),
    profileType: text('profile_type'),
    email: text('email').notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    suffix: text('suffix'),
    // yyyy-MM-dd; personal data: stored and answered to its owner, never logged.
    dob: text('dob'),
    phoneNumbers: jsonb('phone_numbers').$type<TStoredPhone[]>().notNull().default([]),
    addresses: jsonb('addresses').$type<TStoredAddress[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_identity_org_unique').on(t.identityUuid, t.organizationCode)],
);
