import {
  bigint,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The applicant's offer choice, one row per application (a new choice replaces it). The first choice is kept
 * apart so a revised offer can show what changed. Money in whole cents; rates in percentage points.
 */
export const offerSelections = pgTable('offer_selections', {
  applicationUuid: uuid('application_uuid').primaryKey(),
  type: text('type').notNull(),
  term: bigint('term', { mode: 'number' }).notNull(),
  originationFeeRate: numeric('origination_fee_rate', { precision: 6, scale: 4, mode: 'string' }).notNull(),
  drawAmount: bigint('draw_amount', { mode: 'number' }).notNull(),
  drawPreference: text('draw_preference'),
  payoffLiabilityUuids: jsonb('payoff_liability_uuids').$type<string[]>().notNull().default([]),
  rate: numeric('rate', { precision: 6, scale: 3, mode: 'string' }).notNull(),
  firstDrawAmount: bigint('first_draw_amount', { mode: 'number' }).notNull(),
  firstRate: numeric('first_rate', { precision: 6, scale: 3, mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the applicant tells the lender between the offer and the submitted application: contact details and
 * marital status, the HMDA answers (Regulation C; kept apart from underwriting data), and the consents and
 * acknowledgements given at submit.
 */
export const applicationDetails = pgTable('application_details', {
  applicationUuid: uuid('application_uuid').primaryKey(),
  contact: jsonb('contact').$type<{ email: string; phoneNumber: string; maritalStatus: string }>(),
  hmda: jsonb('hmda').$type<Record<string, unknown>>(),
  assetDepletionAmount: bigint('asset_depletion_amount', { mode: 'number' }),
  hardCreditConsentAt: timestamp('hard_credit_consent_at', { withTimezone: true }),
  disclosuresAcknowledgedAt: timestamp('disclosures_acknowledged_at', { withTimezone: true }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Before decision 018: generated PDFs as base64. Emptied at start by moveLegacyApplicationDocuments (the
 * documents module keeps them now); a later migration drops it.
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    documentType: text('document_type').notNull(),
    contentBase64: text('content_base64').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('application_documents_type_unique').on(t.applicationUuid, t.documentType),
    index('application_documents_application_idx').on(t.applicationUuid),
  ],
);

export type TOfferSelectionRow = typeof offerSelections.$inferSelect;
export type TApplicationDetailsRow = typeof applicationDetails.$inferSelect;
