import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A bank account an application may pay into or draw payments from: linked through the link provider on
 * bank/disburse, taken over from the income link (linked_bank_accounts of the income module, by its uuid), or
 * entered by hand. The account number is sealed with the keyring (context: the row and the field, decision
 * 023); only its last four digits are readable. The routing number is public data (it names the bank).
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    source: text('source').notNull(),
    /** The income module's linked account this one was taken from (one copy per linked account). */
    linkedAccountUuid: uuid('linked_account_uuid'),
    /** The bank-link session that brought it (one account per return). */
    linkSessionUuid: uuid('link_session_uuid'),
    institutionName: text('institution_name'),
    accountName: text('account_name'),
    accountType: text('account_type').notNull(),
    mask: text('mask').notNull(),
    routingNumber: text('routing_number').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    ownerName: text('owner_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_accounts_application').on(t.applicationUuid),
    uniqueIndex('bank_accounts_linked_unique').on(t.applicationUuid, t.linkedAccountUuid),
    uniqueIndex('bank_accounts_link_session_unique').on(t.linkSessionUuid),
  ],
);

/** A link started on bank/disburse: the state that comes back with the browser (its SHA-256 only). */
export const bankLinkSessions = pgTable(
  'bank_link_sessions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    stateSha256: text('state_sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('bank_link_sessions_state_unique').on(t.stateSha256)],
);

/** What the applicant chose: the disbursement account, the payment method (spec 02) and the autopay account. */
export const bankElections = pgTable('bank_elections', {
  applicationUuid: uuid('application_uuid').primaryKey(),
  disbursementAccountUuid: uuid('disbursement_account_uuid'),
  paymentMethod: text('payment_method'),
  autopayAccountUuid: uuid('autopay_account_uuid'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TBankAccountRow = typeof bankAccounts.$inferSelect;
export type TBankElectionRow = typeof bankElections.$inferSelect;
