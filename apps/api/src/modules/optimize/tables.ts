import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TFlagRule, TFlagVariables } from '@lintel/contract';

/** Feature-flag definitions per organisation: the default, its variables and the targeting rules. */
export const featureFlags = pgTable(
  'feature_flags',
  {
    organizationCode: text('organization_code').notNull(),
    key: text('key').notNull(),
    enabled: boolean('enabled').notNull(),
    variables: jsonb('variables').$type<TFlagVariables>().notNull().default({}),
    rules: jsonb('rules').$type<TFlagRule[]>().notNull().default([]),
    updatedByIdentityUuid: uuid('updated_by_identity_uuid'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationCode, t.key] })],
);
export type TFeatureFlagRow = typeof featureFlags.$inferSelect;

/** The variation an application was given in each experiment (assigned once by the web, saved here). */
export const applicationExperiments = pgTable(
  'application_experiments',
  {
    applicationUuid: uuid('application_uuid').notNull(),
    name: text('name').notNull(),
    variation: text('variation').notNull(),
    organizationCode: text('organization_code').notNull(),
    savedByIdentityUuid: uuid('saved_by_identity_uuid').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationUuid, t.name] })],
);
