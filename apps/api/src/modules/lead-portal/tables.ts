import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TOriginatorDisplayInfo } from '@lintel/contract';

/** Loan originators who refer applicants, per organisation (spec 02 "Loan originator display info"). */
export const loanOriginators = pgTable(
  'loan_originators',
  {
    organizationCode: text('organization_code').notNull(),
    uuid: uuid('uuid').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nmls: text('nmls').notNull(),
    wholesaleBrokerNmls: text('wholesale_broker_nmls'),
    displayInfo: jsonb('display_info').$type<TOriginatorDisplayInfo>().notNull(),
    licensedStates: jsonb('licensed_states').$type<string[]>().notNull(),
    enforceLicensedStatesForReferral: boolean('enforce_licensed_states_for_referral').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationCode, t.uuid] })],
);
export type TLoanOriginatorRow = typeof loanOriginators.$inferSelect;

/** A referral a loan originator made: the prospective applicant's details, prefilled into registration. */
export const referrals = pgTable(
  'referrals',
  {
    organizationCode: text('organization_code').notNull(),
    uuid: uuid('uuid').notNull(),
    loanOriginatorUuid: uuid('loan_originator_uuid'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    suffix: text('suffix').notNull().default(''),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationCode, t.uuid] })],
);
export type TReferralRow = typeof referrals.$inferSelect;
