import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The funding timeline of an application (spec 04 section 9.6), written when it enters GEN_RESCISSION: when
 * the documents were signed, whether a right to cancel exists, the property's time zone the deadlines are
 * stated in, and the dates the jobs keep to (all on the simulated clock). A cancellation is recorded here too.
 */
export const fundingTimelines = pgTable('funding_timelines', {
  applicationUuid: uuid('application_uuid').primaryKey(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  timeZone: text('time_zone').notNull(),
  rightToCancel: boolean('right_to_cancel').notNull(),
  /** The latest owner's deadline; null without a right to cancel. */
  rescissionEndsAt: timestamp('rescission_ends_at', { withTimezone: true }),
  recordingStartedAt: timestamp('recording_started_at', { withTimezone: true }),
  recordedAt: timestamp('recorded_at', { withTimezone: true }),
  fundedAt: timestamp('funded_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelReason: text('cancel_reason'),
  cancelledByIdentityUuid: uuid('cancelled_by_identity_uuid'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One right-to-cancel countdown for each owner who has it (Regulation Z 1026.15(a)(1): every owner of the dwelling). */
export const rescissionOwners = pgTable(
  'rescission_owners',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    /** The owner's identity when it has one (the primary, an additional signer who registered). */
    identityUuid: uuid('identity_uuid'),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    lastDay: text('last_day').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rescission_owners_application').on(t.applicationUuid)],
);

export type TFundingTimelineRow = typeof fundingTimelines.$inferSelect;
export type TRescissionOwnerRow = typeof rescissionOwners.$inferSelect;
