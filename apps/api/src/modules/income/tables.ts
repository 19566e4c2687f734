import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';

/**
 * A link started through the link provider: the state that comes back with the browser (stored as its
 * SHA-256 only), which application it is for, and when it was completed (a repeated return answers the same).
 */
export const incomeLinkSessions = pgTable(
  'income_link_sessions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    type: text('type').notNull(),
    stateSha256: text('state_sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('income_link_sessions_state_unique').on(t.stateSha256), index('income_link_sessions_application').on(t.applicationUuid)],
);

/**
 * One income source of an application (spec 02 "Income sources"): a bank or payroll link, a set of paystubs, an
 * employer verification, with its state (spec 02 "Verification") and the yearly income it verified.
 * `submissionKey` makes a repeated submit (the same link session, the same paystubs) one row.
 */
export const incomeSources = pgTable(
  'income_sources',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    source: text('source').notNull(),
    state: text('state').notNull(),
    submissionKey: text('submission_key').notNull(),
    statedAnnualIncome: integer('stated_annual_income').notNull(),
    verifiedAnnualIncome: integer('verified_annual_income'),
    institutionName: text('institution_name'),
    accountMask: text('account_mask'),
    detail: text('detail'),
    /** Employer verification: employer name, contact and phone as the applicant gave them. */
    employer: jsonb('employer').$type<{ employerName: string; contactName: string; phoneNumber: string }>(),
    /** Employer verification: when the sandbox employer answers (one business day of simulated time). */
    verifiesAt: timestamp('verifies_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('income_sources_submission_unique').on(t.applicationUuid, t.submissionKey)],
);

/**
 * A bank account linked through the provider, kept for disbursement and autopay later. The numbers and the
 * provider's access token are sealed with the keyring (context: the row's uuid); only the last four digits
 * are readable; the token's SHA-256 finds it again. Never logged, never answered in full.
 */
export const linkedBankAccounts = pgTable(
  'linked_bank_accounts',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    ownerIdentityUuid: uuid('owner_identity_uuid').notNull(),
    institutionName: text('institution_name').notNull(),
    accountName: text('account_name').notNull(),
    accountType: text('account_type').notNull(),
    mask: text('mask').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    routingNumberSealed: text('routing_number_sealed').notNull(),
    accessTokenSealed: text('access_token_sealed').notNull(),
    accessTokenSha256: text('access_token_sha256').notNull(),
    linkSessionUuid: uuid('link_session_uuid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('linked_bank_accounts_link_session_unique').on(t.linkSessionUuid), index('linked_bank_accounts_application').on(t.applicationUuid)],
);

export type TIncomeSourceRow = typeof incomeSources.$inferSelect;
