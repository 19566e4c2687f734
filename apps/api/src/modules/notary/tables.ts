import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TKbaQuestion } from '@lintel/domain';

/** A notary's commission (the seal is drawn from it): one per agent with the NOTARY role. */
export const notaryCommissions = pgTable('notary_commissions', {
  identityUuid: uuid('identity_uuid').primaryKey(),
  name: text('name').notNull(),
  number: text('number').notNull(),
  expiresOn: date('expires_on').notNull(),
  county: text('county').notNull(),
  state: text('state').notNull(),
  /** When the notary last had the notary room open: "now" sessions are offered while one is there. */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  /** The organisations the notary served when last seen. */
  seenOrgCodes: text('seen_org_codes').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A remote notarization session of one application. Several signers (the primary, additional signers) and one
 * notary take part through notary_participants; one open session per application at a time.
 */
export const notarySessions = pgTable(
  'notary_sessions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    organizationCode: text('organization_code').notNull(),
    state: text('state', { enum: ['WAITING', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'ENDED'] }).notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    notaryIdentityUuid: uuid('notary_identity_uuid'),
    endedReason: text('ended_reason', { enum: ['KBA_FAILED', 'NOTARY_ENDED', 'ID_NOT_VERIFIED', 'SIGNER_LEFT'] }),
    deedDocumentUuid: uuid('deed_document_uuid'),
    notarizedDeedDocumentUuid: uuid('notarized_deed_document_uuid'),
    recordingDocumentUuid: uuid('recording_document_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('notary_sessions_application_idx').on(t.applicationUuid, t.createdAt),
    // At most one open session per application: a double click or a second tab joins the same one.
    uniqueIndex('notary_sessions_open_idx').on(t.applicationUuid).where(sql`state in ('WAITING', 'SCHEDULED', 'IN_PROGRESS')`),
    index('notary_sessions_queue_idx').on(t.state, t.createdAt),
  ],
);

/** Who takes part in a session: signers (each with their own identity questions and signature) and the notary. */
export const notaryParticipants = pgTable(
  'notary_participants',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    sessionUuid: uuid('session_uuid').notNull(),
    identityUuid: uuid('identity_uuid').notNull(),
    role: text('role', { enum: ['SIGNER', 'NOTARY'] }).notNull(),
    kind: text('kind', { enum: ['PRIMARY', 'ADDITIONAL', 'NOTARY'] }).notNull(),
    name: text('name').notNull(),
    kbaStatus: text('kba_status', { enum: ['NOT_STARTED', 'PASSED', 'FAILED'] }).notNull().default('NOT_STARTED'),
    kbaFailedAttempts: integer('kba_failed_attempts').notNull().default(0),
    signatureName: text('signature_name'),
    /** The adopted signature (TYPED or DRAWN) as a PNG data URL: written on the deed's places at completion. */
    signatureMethod: text('signature_method'),
    signatureImage: text('signature_image'),
    /** An additional signer's record (modules/signers) for an ADDITIONAL participant: its key on the deed's places. */
    signerUuid: uuid('signer_uuid'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notary_participants_identity_idx').on(t.sessionUuid, t.identityUuid)],
);

/** Each attempt at the identity questions; the right answers never leave the server. */
export const notaryKbaAttempts = pgTable(
  'notary_kba_attempts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    participantUuid: uuid('participant_uuid').notNull(),
    attemptNumber: integer('attempt_number').notNull(),
    questions: jsonb('questions').$type<TKbaQuestion[]>().notNull(),
    answers: jsonb('answers').$type<(number | null)[]>(),
    correct: integer('correct'),
    outcome: text('outcome', { enum: ['PASSED', 'RETRY', 'FAILED'] }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('notary_kba_attempts_number_idx').on(t.participantUuid, t.attemptNumber)],
);

/** The notary journal: one entry per notarial act (remote or in person). Append-only. */
export const notaryJournal = pgTable(
  'notary_journal',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    organizationCode: text('organization_code').notNull(),
    sessionUuid: uuid('session_uuid'),
    notaryIdentityUuid: uuid('notary_identity_uuid'),
    method: text('method', { enum: ['REMOTE', 'IN_PERSON'] }).notNull(),
    signerName: text('signer_name').notNull(),
    document: text('document').notNull(),
    documentUuid: uuid('document_uuid'),
    identityEvidence: text('identity_evidence').notNull(),
    feeDollars: integer('fee_dollars').notNull(),
    recordingDocumentUuid: uuid('recording_document_uuid'),
    notarizedAt: timestamp('notarized_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notary_journal_notary_idx').on(t.notaryIdentityUuid, t.notarizedAt), index('notary_journal_session_idx').on(t.sessionUuid)],
);

/** An in-person notary visit (the manual path): where, two preferred windows, the fee, and its completion. */
export const manualNotaryReservations = pgTable(
  'manual_notary_reservations',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    organizationCode: text('organization_code').notNull(),
    address: jsonb('address').$type<{ street1: string; street2: string | null; city: string; state: string; zip: string }>().notNull(),
    windows: jsonb('windows').$type<{ start: string; end: string }[]>().notNull(),
    feeDollars: integer('fee_dollars').notNull(),
    status: text('status', { enum: ['RESERVED', 'COMPLETED'] }).notNull().default('RESERVED'),
    scanDocumentUuid: uuid('scan_document_uuid'),
    completedByIdentityUuid: uuid('completed_by_identity_uuid'),
    byApplicant: boolean('by_applicant').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('manual_notary_reservations_application_idx').on(t.applicationUuid)],
);

/**
 * Signalling messages too large for a NOTIFY payload (8000 bytes; an SDP offer can be larger) on PostgreSQL:
 * written here and announced by id; each process reads it once. Rows older than a minute are swept.
 */
export const notarySignals = pgTable('notary_signals', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  payload: text('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
