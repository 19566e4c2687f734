import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The consent wording shown per organisation and consent type; a record points at the exact prompt agreed to. */
export const consentPrompts = pgTable(
  'consent_prompts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    consentType: text('consent_type').notNull(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consent_prompts_org_type_version_unique').on(t.organizationCode, t.consentType, t.version)],
);
export type TConsentPromptRow = typeof consentPrompts.$inferSelect;

/** Every opt-in or opt-out a person gave: a history, the latest per prompt type is what holds. */
export const userConsents = pgTable('user_consents', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  organizationCode: text('organization_code').notNull(),
  identityUuid: uuid('identity_uuid').notNull(),
  consentPromptUuid: uuid('consent_prompt_uuid').notNull(),
  consentType: text('consent_type').notNull(),
  optInOut: text('opt_in_out').notNull(),
  source: text('source').notNull(),
  productType: text('product_type').notNull(),
  // The number and address the consent covers (digits only), kept as the evidence of consent.
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
