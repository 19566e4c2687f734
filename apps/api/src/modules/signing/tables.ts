import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TSigningLocation } from '@lintel/domain';

/**
 * E-SIGN consents (spec 04 section 9.4): who agreed to which version of the text, when, from where, and when it
 * was withdrawn. A row per consent; the latest row of a signer counts, and a new version of the text asks again.
 */
export const signingConsents = pgTable(
  'signing_consents',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    /** 'PRIMARY' or an additional signer's id. */
    signerKey: text('signer_key').notNull(),
    identityUuid: uuid('identity_uuid'),
    version: text('version').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** When the signer withdrew this consent (E-SIGN 101(c)(1)(B)); a later consent is a new row. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnIpAddress: text('withdrawn_ip_address'),
    withdrawnUserAgent: text('withdrawn_user_agent'),
  },
  (t) => [index('signing_consents_signer_idx').on(t.applicationUuid, t.signerKey, t.givenAt)],
);

/**
 * One document of an application's closing package: the unsigned PDF (a document of the documents module, with
 * its SHA-256 kept here as generated) and, once sealed, the signed copy. `ownerKey` names the owner a notice of
 * the right to cancel is for; null for the documents of the whole package.
 */
export const signingDocuments = pgTable(
  'signing_documents',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    kind: text('kind').notNull(),
    ownerKey: text('owner_key'),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    documentUuid: uuid('document_uuid').notNull(),
    unsignedSha256: text('unsigned_sha256').notNull(),
    pageCount: integer('page_count').notNull(),
    signedDocumentUuid: uuid('signed_document_uuid'),
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signing_documents_application_idx').on(t.applicationUuid, t.position),
    uniqueIndex('signing_documents_document_unique').on(t.documentUuid),
  ],
);

/**
 * A place to sign or initial in a package document, for one signer: page (0-based) and rectangle in PDF points
 * (origin bottom left). Filled by a signature event.
 */
export const signaturePlaces = pgTable(
  'signature_places',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    signingDocumentUuid: uuid('signing_document_uuid').notNull(),
    signerKey: text('signer_key').notNull(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    page: integer('page').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    signatureEventUuid: uuid('signature_event_uuid'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [
    index('signature_places_document_idx').on(t.signingDocumentUuid, t.position),
    index('signature_places_signer_idx').on(t.applicationUuid, t.signerKey),
  ],
);

/**
 * One signer's act of signing (the audit trail of the certificate of completion): the adopted signature, who,
 * from where, with what, and when the documents were first viewed.
 */
export const signatureEvents = pgTable(
  'signature_events',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    signerKey: text('signer_key').notNull(),
    identityUuid: uuid('identity_uuid'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    method: text('method').notNull(),
    typedName: text('typed_name'),
    /** The adopted signature as a PNG data URL (typed ones rendered in the signature font by the browser). */
    image: text('image').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    location: jsonb('location').$type<TSigningLocation>(),
    consentVersion: text('consent_version'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signature_events_signer_idx').on(t.applicationUuid, t.signerKey)],
);

/** The signer's acknowledgement that it read a document (document/disclosures), with the first view. */
export const documentAcknowledgements = pgTable(
  'document_acknowledgements',
  {
    signingDocumentUuid: uuid('signing_document_uuid').notNull(),
    signerKey: text('signer_key').notNull(),
    applicationUuid: uuid('application_uuid').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('document_acknowledgements_unique').on(t.signingDocumentUuid, t.signerKey)],
);

export type TSigningDocumentRow = typeof signingDocuments.$inferSelect;
export type TSignaturePlaceRow = typeof signaturePlaces.$inferSelect;
export type TSignatureEventRow = typeof signatureEvents.$inferSelect;

/**
 * Who signs an application's package: the primary borrower and each additional owner (added by the additional
 * signers' flow through addPackageSigner). The key is 'PRIMARY' or the additional signer's own id.
 */
export const packageSigners = pgTable(
  'package_signers',
  {
    applicationUuid: uuid('application_uuid').notNull(),
    signerKey: text('signer_key').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** 'Borrower' or 'Additional owner' (the certificate's role). */
    role: text('role').notNull(),
    identityUuid: uuid('identity_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('package_signers_unique').on(t.applicationUuid, t.signerKey)],
);
export type TPackageSignerRow = typeof packageSigners.$inferSelect;

/**
 * Who is changing an application's closing package right now (decision 069): the package job making it and an
 * owner joining or leaving it read the owners, render PDFs and store them, outside any transaction, so they take
 * turns. A row is a lease: `holder` has it until `expires_at`, after which a crashed holder's lease is taken over.
 */
export const signingPackageLocks = pgTable('signing_package_locks', {
  applicationUuid: uuid('application_uuid').primaryKey(),
  holder: uuid('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
