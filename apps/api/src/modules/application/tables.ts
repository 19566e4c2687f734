import { sql } from 'drizzle-orm';
import type { TApplicationStatus } from '@lintel/domain';
import { type AnyPgColumn, bigint, boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * What the agent's search reads, as one text: first and last name, email and loan number, joined by
 * spaces. The trigram index of migration 0028 is built on `lower()` of exactly this expression; the
 * search's query must spell it the same way for the index to serve it (decision 044).
 */
const searchTextOf = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn; loanNumber: AnyPgColumn }) =>
  sql`${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.email}, '') || ' ' || ${t.loanNumber}`;

/**
 * One HELOC application. Money columns hold whole cents; the wire answers dollars.
 * Names and addresses are kept because the vendors need them; the date of birth and SSN are not.
 */
export const applications = pgTable(
  'applications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    loanNumber: text('loan_number').notNull().unique('applications_loan_number_unique'),
    organizationCode: text('organization_code').notNull(),
    ownerIdentityUuid: uuid('owner_identity_uuid').notNull(),
    status: text('status').$type<TApplicationStatus>().notNull(),
    // When the application entered its status (not moved by a same-status field update): keys the status's job
    // to this one entry, so the change's transaction and the workflow sweep queue it once (decision 016).
    statusEnteredAt: timestamp('status_entered_at', { withTimezone: true }).notNull().defaultNow(),
    // Status fields read by the web's routing (spec 01 section 3).
    uwDecision: text('uw_decision'),
    uwSubDecision: text('uw_sub_decision'),
    bpo: text('bpo'),
    waitingOnFloodCert: boolean('waiting_on_flood_cert'),
    manualNotary: boolean('manual_notary'),
    primaryParticipantAcceptComplete: boolean('primary_participant_accept_complete'),
    checklistStatus: text('checklist_status'),
    condition: text('condition'),
    // False once the application is finished (cancelled, complete, declined): it no longer blocks a new one.
    active: boolean('active').notNull().default(true),
    isCrypto: boolean('is_crypto').notNull().default(false),
    isInquiry: boolean('is_inquiry').notNull().default(false),
    propertyStreet1: text('property_street1').notNull(),
    propertyStreet2: text('property_street2'),
    propertyCity: text('property_city').notNull(),
    propertyState: text('property_state').notNull(),
    propertyZip: text('property_zip').notNull(),
    occupancyType: text('occupancy_type').notNull(),
    propertyListedForSale: boolean('property_listed_for_sale'),
    homeAddress: jsonb('home_address').$type<{ street1: string; street2?: string | null; city: string; state: string; zip: string }>(),
    annualIncome: integer('annual_income').notNull(),
    otherIncome: integer('other_income').notNull().default(0),
    employmentType: text('employment_type').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    suffix: text('suffix'),
    email: text('email'),
    referrerId: text('referrer_id'),
    referralId: text('referral_id'),
    // The referring loan officer's wholesale broker NMLS when it is a broker's, read at create (decision 085).
    wholesaleBrokerNmls: text('wholesale_broker_nmls'),
    utmParameters: jsonb('utm_parameters').$type<Record<string, string | null | undefined>>(),
    // Pre-qualification results written by the jobs. Each entry into IN_PROGRESS starts a new run
    // (its number keys the run's jobs) and clears the results of the run before.
    prequalRun: integer('prequal_run').notNull().default(1),
    creditScore: integer('credit_score'),
    creditReportId: text('credit_report_id'),
    creditFrozenAt: timestamp('credit_frozen_at', { withTimezone: true }),
    adverseActionReasons: jsonb('adverse_action_reasons').$type<string[]>(),
    propertyRecord: jsonb('property_record').$type<Record<string, unknown>>(),
    homeValue: bigint('home_value', { mode: 'number' }),
    valuationConfidence: integer('valuation_confidence'),
    valuationSource: text('valuation_source'),
    // Spec 02 property condition, from the valuation (the offers module's AVM-confidence mapping).
    propertyCondition: text('property_condition'),
    offerSet: jsonb('offer_set').$type<Record<string, unknown>>(),
    rate: numeric('rate', { precision: 6, scale: 3, mode: 'number' }),
    rateType: text('rate_type'),
    amount: bigint('amount', { mode: 'number' }),
    uwCalculatedDrawAmount: bigint('uw_calculated_draw_amount', { mode: 'number' }),
    adjustedHomeAmount: bigint('adjusted_home_amount', { mode: 'number' }),
    term: integer('term'),
    // The disbursement account as the routing of spec 01 reads it (bank module): last 4 digits and the
    // routing number (public, it names the bank); the full number is sealed in the bank module only.
    disburseAccount: jsonb('disburse_account').$type<{ mask: string; routingNumber: string }>(),
    // A repeat of the same create request by the same caller in the same organisation finds the
    // application by this key (for 24 hours, while it is active); the digest tells a repeat from a new
    // request sent under a reused key.
    idempotencyKey: text('idempotency_key').notNull(),
    requestDigest: text('request_digest'),
    // The latest session-replay link the web app stored for this application (spec 03 section 7); agents see it.
    fullStoryLink: text('full_story_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applications_owner_idempotency_idx').on(t.ownerIdentityUuid, t.organizationCode, t.idempotencyKey),
    // At most one active application per applicant and organisation, even under concurrent creates.
    uniqueIndex('applications_one_active_per_org').on(t.ownerIdentityUuid, t.organizationCode).where(sql`${t.active}`),
    index('applications_org_created_idx').on(t.organizationCode, t.createdAt),
    index('applications_status_idx').on(t.status),
    // The agent's list, newest first, and its keyset paging (decision 044).
    // NULLS FIRST is what ORDER BY ... DESC means: an index in another null order would not serve it.
    index('applications_created_uuid_idx').on(t.createdAt.desc().nullsFirst(), t.uuid.desc().nullsFirst()),
    // The agent's search: substring matches over names, email and loan number (pg_trgm, decision 044).
    index('applications_search_trgm_idx').using('gin', sql`lower(${searchTextOf(t)}) gin_trgm_ops`),
  ],
);

export const applicationSearchText = searchTextOf(applications);

/** Debts from the credit report (spec 02 "Liabilities"); money in whole cents. */
export const liabilities = pgTable(
  'liabilities',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid, { onDelete: 'cascade' }),
    source: text('source', { enum: ['SOFT', 'HARD'] }).notNull(),
    accountType: text('account_type').notNull(),
    creditorName: text('creditor_name').notNull(),
    monetaryBalance: bigint('monetary_balance', { mode: 'number' }).notNull(),
    monetaryCalculatedNextPaymentMinimumAmount: bigint('monetary_calculated_next_payment_minimum_amount', { mode: 'number' }).notNull(),
    isDelinquent: boolean('is_delinquent').notNull().default(false),
    payOffStatus: text('pay_off_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('liabilities_application_idx').on(t.applicationUuid)],
);

/** Append-only: every status change and notable event, with who or what did it and why. */
export const applicationAudit = pgTable(
  'application_audit',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => applications.uuid, { onDelete: 'cascade' }),
    actorKind: text('actor_kind', { enum: ['APPLICANT', 'AGENT', 'ADMIN', 'SYSTEM'] }).notNull(),
    actorIdentityUuid: uuid('actor_identity_uuid'),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_audit_application_idx').on(t.applicationUuid, t.at)],
);

/**
 * The experiment service's profile linked to an identity (spec 01 section 7, `optermizerly-profile`): one per
 * identity, whatever the organisation, replaced by each PATCH (and by a create-application that carries one).
 */
export const optimizelyProfiles = pgTable('optimizely_profiles', {
  identityUuid: uuid('identity_uuid').primaryKey(),
  optimizelyProfileUuid: text('optimizely_profile_uuid').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TApplicationRow = typeof applications.$inferSelect;
export type TLiabilityRow = typeof liabilities.$inferSelect;
export type TAuditRow = typeof applicationAudit.$inferSelect;
