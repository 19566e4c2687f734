import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * An additional owner the primary named on signing/additional (spec 04 section 9.7, decision 035): their
 * details, the identity that accepted the invitation (the only one that may act as this signer), and the time
 * each step was done. Scoped to one application: a signer record opens that application's signer pages only.
 */
export const additionalSigners = pgTable(
  'additional_signers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid').notNull(),
    organizationCode: text('organization_code').notNull(),
    invitedByIdentityUuid: uuid('invited_by_identity_uuid').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    phoneNumber: text('phone_number').notNull(),
    identityUuid: uuid('identity_uuid'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
    // The latest ID check of the signer's own ID (the identity-check vendor's result and reference).
    idCheckResult: text('id_check_result'),
    idCheckReference: text('id_check_reference'),
    // The ID that check looked at (the signer's own uploads) and when: the notary room shows it while it follows
    // this signer (decision 051).
    idCheckIdType: text('id_check_id_type'),
    idFrontDocumentUuid: uuid('id_front_document_uuid'),
    idBackDocumentUuid: uuid('id_back_document_uuid'),
    idCheckedAt: timestamp('id_checked_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    notarizedAt: timestamp('notarized_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live invitation per person and application, even when the primary double-clicks.
    uniqueIndex('additional_signers_one_per_email').on(t.applicationUuid, t.emailKey).where(sql`${t.withdrawnAt} is null`),
    index('additional_signers_application_idx').on(t.applicationUuid),
    index('additional_signers_identity_idx').on(t.identityUuid),
  ],
);

/**
 * An invitation link. Only the SHA-256 of its token is kept; it works once (usedAt), until expiresAt (simulated
 * clock), and only while it is the signer's latest (a resend or a correction revokes the earlier ones).
 */
export const signerInvitations = pgTable(
  'signer_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    signerUuid: uuid('signer_uuid')
      .notNull()
      .references(() => additionalSigners.uuid, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('signer_invitations_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('signer_invitations_signer_idx').on(t.signerUuid, t.createdAt)],
);

export type TSignerRow = typeof additionalSigners.$inferSelect;
export type TInvitationRow = typeof signerInvitations.$inferSelect;
