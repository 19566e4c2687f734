import { and, eq, isNull } from 'drizzle-orm';
import type { TAdditionalSignersResponse, TInviteSignerRequest } from '@lintel/contract';
import { MAX_ADDITIONAL_SIGNERS, SIGNER_INVITE_STATUSES, SIGNER_MESSAGES, toPhoneDigits } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import { badRequest, conflict, notFound } from '../../platform/http-error.ts';
import type { TJobs } from '../../platform/jobs.ts';
import { findOwnedApplication, type TApplicationRow } from '../application/index.ts';
import { findIdentity, findIdentityByEmail } from '../identity/index.ts';
import { addAdditionalSigner, removeAdditionalSigner } from '../signing/index.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { additionalSignersOf, findLiveSigners } from './find-signers.ts';
import { issueInvitation, revokeOpenInvitations } from './issue-invitation.ts';
import { moveOnWhenAllSigned } from './move-on-when-signed.ts';
import { additionalSigners, type TSignerRow } from './tables.ts';

export type TPrimaryScope = {
  db: Db;
  jobs: TJobs;
  files: TFileStore;
  publicUrl: string;
  uuid: string;
  ownerIdentityUuid: string;
  organizationCode: string;
};

const emailKeyOf = (email: string) => email.trim().toLowerCase();
const isUniqueViolation = (error: unknown) => (error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** The primary's application, open for invitations; 404 when not theirs, 409 when not at the signing step. */
const invitableApplication = async (scope: TPrimaryScope): Promise<TApplicationRow> => {
  const application = await findOwnedApplication(scope);
  if (!SIGNER_INVITE_STATUSES.includes(application.status)) throw conflict(SIGNER_MESSAGES.notInviteStatus);
  return application;
};

/** The checks shared by invite and correct: not the primary's own email, not a staff account, not twice. */
const checkInvitee = async (scope: TPrimaryScope, application: TApplicationRow, request: TInviteSignerRequest, except?: string) => {
  const key = emailKeyOf(request.email);
  const primary = await findIdentity({ db: scope.db, identityUuid: application.ownerIdentityUuid });
  if (primary && emailKeyOf(primary.email) === key) throw badRequest(SIGNER_MESSAGES.ownEmail);
  const existing = await findIdentityByEmail({ db: scope.db, email: request.email });
  if (existing && existing.context !== 'customer') throw badRequest(SIGNER_MESSAGES.agentAccount);
  const live = await findLiveSigners(scope.db, application.uuid);
  if (live.some((signer) => signer.uuid !== except && signer.emailKey === key)) throw badRequest(SIGNER_MESSAGES.duplicateEmail);
  return live;
};

const liveSignerOf = async (db: Db, applicationUuid: string, signerUuid: string): Promise<TSignerRow> => {
  if (!/^[0-9a-f-]{36}$/i.test(signerUuid)) throw notFound();
  const [signer] = await db
    .select()
    .from(additionalSigners)
    .where(and(eq(additionalSigners.uuid, signerUuid), eq(additionalSigners.applicationUuid, applicationUuid), isNull(additionalSigners.withdrawnAt)));
  if (!signer) throw notFound();
  return signer;
};

/**
 * The owner joins the closing package (signing module): their own notice of the right to cancel and a place on
 * the deed, made again for them; before the package exists they are only recorded and the package includes them.
 */
const joinPackage = (scope: TPrimaryScope, signer: TSignerRow) =>
  addAdditionalSigner(
    { db: scope.db, files: scope.files },
    { applicationUuid: signer.applicationUuid, signer: { key: signer.uuid, name: `${signer.firstName} ${signer.lastName}`, email: signer.email, identityUuid: signer.identityUuid } },
  );

/**
 * The invitation (email and text) of a signer who has just joined the package, in its own transaction: only once
 * their notice of the right to cancel is in the package, so the link never leads to "Your documents are not ready
 * yet" while the package exists (the notice is rendered outside any transaction: PDFs and the file store). Not
 * sent when the signer was withdrawn meanwhile.
 */
const inviteJoined = async (scope: TPrimaryScope, application: TApplicationRow, signer: TSignerRow, now: Date) =>
  scope.db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(additionalSigners)
      .where(and(eq(additionalSigners.uuid, signer.uuid), isNull(additionalSigners.withdrawnAt), isNull(additionalSigners.acceptedAt)));
    if (live) await issueInvitation({ tx, jobs: scope.jobs, publicUrl: scope.publicUrl, now, application, signer: live });
  });

const answer = async (scope: TPrimaryScope, application: TApplicationRow) =>
  additionalSignersOf({ db: scope.db, application, now: await clockNow(scope.db) });

/**
 * Names an additional owner, has them join the closing package (their notice of the right to cancel, their place
 * on the deed, when the package exists), then sends their invitation (email and text).
 */
export const inviteSigner = async (scope: TPrimaryScope & { request: TInviteSignerRequest }): Promise<TAdditionalSignersResponse> => {
  const application = await invitableApplication(scope);
  const live = await checkInvitee(scope, application, scope.request);
  if (live.length >= MAX_ADDITIONAL_SIGNERS) throw badRequest(SIGNER_MESSAGES.tooMany);
  const now = await clockNow(scope.db);
  let invited: TSignerRow | undefined;
  try {
    await scope.db.transaction(async (tx) => {
      const [signer] = await tx
        .insert(additionalSigners)
        .values({
          applicationUuid: application.uuid,
          organizationCode: application.organizationCode,
          invitedByIdentityUuid: scope.ownerIdentityUuid,
          firstName: scope.request.firstName,
          lastName: scope.request.lastName,
          email: scope.request.email.trim(),
          emailKey: emailKeyOf(scope.request.email),
          phoneNumber: toPhoneDigits(scope.request.phoneNumber),
          invitedAt: now,
        })
        .returning();
      if (!signer) throw new Error('signer insert returned no row');
      invited = signer;
    });
  } catch (error) {
    // A double click: the unique live-email index let the first insert win.
    if (isUniqueViolation(error)) throw badRequest(SIGNER_MESSAGES.duplicateEmail);
    throw error;
  }
  if (invited) {
    await joinPackage(scope, invited);
    await inviteJoined(scope, application, invited, now);
  }
  return answer(scope, application);
};

/** Corrects a signer's details before they accept: the earlier link stops working and a new one is sent. */
export const correctSigner = async (scope: TPrimaryScope & { signerUuid: string; request: TInviteSignerRequest }): Promise<TAdditionalSignersResponse> => {
  const application = await invitableApplication(scope);
  const signer = await liveSignerOf(scope.db, application.uuid, scope.signerUuid);
  if (signer.acceptedAt) throw conflict(SIGNER_MESSAGES.alreadyAccepted);
  await checkInvitee(scope, application, scope.request, signer.uuid);
  const now = await clockNow(scope.db);
  let changed: TSignerRow | undefined;
  try {
    await scope.db.transaction(async (tx) => {
      const [corrected] = await tx
        .update(additionalSigners)
        .set({
          firstName: scope.request.firstName,
          lastName: scope.request.lastName,
          email: scope.request.email.trim(),
          emailKey: emailKeyOf(scope.request.email),
          phoneNumber: toPhoneDigits(scope.request.phoneNumber),
          invitedAt: now,
        })
        .where(and(eq(additionalSigners.uuid, signer.uuid), isNull(additionalSigners.acceptedAt)))
        .returning();
      if (!corrected) throw conflict(SIGNER_MESSAGES.alreadyAccepted);
      // The earlier link stops working now; the new one goes out once the notice carries the corrected name.
      await revokeOpenInvitations(tx, corrected.uuid, now);
      changed = corrected;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(SIGNER_MESSAGES.duplicateEmail);
    throw error;
  }
  if (changed) {
    await joinPackage(scope, changed);
    await inviteJoined(scope, application, changed, now);
  }
  return answer(scope, application);
};

/** A new link for a signer who has not accepted yet (lost, expired); the earlier one stops working. */
export const resendInvitation = async (scope: TPrimaryScope & { signerUuid: string }): Promise<TAdditionalSignersResponse> => {
  const application = await invitableApplication(scope);
  const signer = await liveSignerOf(scope.db, application.uuid, scope.signerUuid);
  if (signer.acceptedAt) throw conflict(SIGNER_MESSAGES.alreadyAccepted);
  const now = await clockNow(scope.db);
  await scope.db.transaction(async (tx) => {
    await tx.update(additionalSigners).set({ invitedAt: now }).where(eq(additionalSigners.uuid, signer.uuid));
    await issueInvitation({ tx, jobs: scope.jobs, publicUrl: scope.publicUrl, now, application, signer });
  });
  return answer(scope, application);
};

/** Withdraws a signer: their link stops working and their pages show the cancelled screen. */
export const withdrawSigner = async (scope: TPrimaryScope & { signerUuid: string }): Promise<TAdditionalSignersResponse> => {
  const application = await invitableApplication(scope);
  const signer = await liveSignerOf(scope.db, application.uuid, scope.signerUuid);
  if (signer.signedAt) throw conflict(SIGNER_MESSAGES.alreadySigned);
  await scope.db.update(additionalSigners).set({ withdrawnAt: await clockNow(scope.db) }).where(eq(additionalSigners.uuid, signer.uuid));
  // They leave the closing package: their notice of the right to cancel, their place on the deed (decision 043).
  await removeAdditionalSigner({ db: scope.db, files: scope.files }, { applicationUuid: application.uuid, signerKey: signer.uuid });
  // The owner withdrawn may have been the last one who had not signed.
  if (await moveOnWhenAllSigned({ db: scope.db, applicationUuid: application.uuid })) {
    return listSigners(scope);
  }
  return answer(scope, application);
};

/** For signing/additional's list outside the invitation statuses too (the page shows progress until the end). */
export const listSigners = async (scope: Omit<TPrimaryScope, 'jobs' | 'publicUrl' | 'files'>): Promise<TAdditionalSignersResponse> => {
  const application = await findOwnedApplication(scope);
  return additionalSignersOf({ db: scope.db, application, now: await clockNow(scope.db) });
};
