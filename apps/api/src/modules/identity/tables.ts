import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per person who can log in: applicants and signers (customer context) and agents. */
export const identities = pgTable('identities', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  // Lower-cased email: the unique key that makes a double-submitted registration create one identity.
  emailKey: text('email_key').notNull().unique('identities_email_key_unique'),
  passwordHash: text('password_hash').notNull(),
  context: text('context', { enum: ['customer', 'agent'] }).notNull(),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  // The organisation the customer registered in; for agents the first organisation they serve.
  organizationCode: text('organization_code').notNull(),
  // Agents: the organisations they serve (admins serve all, whatever is listed).
  orgCodes: text('org_codes').array().notNull().default(sql`'{}'::text[]`),
  phoneAlias: text('phone_alias'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A login: the JWT carries its id, so logout (revokedAt) ends the token before it expires. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    context: text('context', { enum: ['customer', 'agent'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // Last authenticated call (recorded at most once a minute): a session idle longer than the idle
    // limit ends, as does one older than the absolute lifetime (session-lifetime.ts).
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_identity_idx').on(t.identityUuid)],
);
