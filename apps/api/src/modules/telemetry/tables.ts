import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A browser's telemetry session (spec 03 section 3 "Telemetry session request"). */
export const telemetrySessions = pgTable('telemetry_sessions', {
  sessionKey: uuid('session_key').primaryKey().defaultRandom(),
  organizationCode: text('organization_code').notNull(),
  trackerUuid: text('tracker_uuid'),
  platform: text('platform').notNull(),
  libVersion: text('lib_version'),
  appVersion: text('app_version'),
  referrer: text('referrer'),
  queryParams: jsonb('query_params').$type<Record<string, unknown>>().notNull().default({}),
  screenWidth: integer('screen_width'),
  screenHeight: integer('screen_height'),
  windowWidth: integer('window_width'),
  windowHeight: integer('window_height'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Telemetry events, with personal-data keys already removed. `dedupeKey` (session, event and the
 * dedupe value) is unique per organisation, so a repeated event is stored once; it is null when the
 * sender asked not to dedupe (nulls never collide).
 */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    event: text('event').notNull(),
    eventType: text('event_type'),
    productType: text('product_type'),
    sessionKey: text('session_key'),
    identityId: text('identity_id'),
    applicationUuid: text('application_uuid'),
    domain: text('domain'),
    pagePath: text('page_path'),
    queryParams: jsonb('query_params').$type<Record<string, unknown>>().notNull().default({}),
    eventProperties: jsonb('event_properties').$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('telemetry_events_dedupe_unique').on(t.organizationCode, t.dedupeKey),
    index('telemetry_events_org_event_idx').on(t.organizationCode, t.event, t.createdAt),
  ],
);
export type TTelemetryEventRow = typeof telemetryEvents.$inferSelect;
