import { and, eq, gt, inArray } from 'drizzle-orm';
import type { TNotaryState, TRequestNotarySessionRequest } from '@lintel/contract';
import { isNotaryHoursAt, isRemoteNotaryAccepted, isRemoteNotaryStatus, MANUAL_NOTARY_FEE_DOLLARS, NOTARY_HOURS_TEXT, NOTARY_MESSAGES, type TManualNotaryRequest } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { badRequest, conflict } from '../../platform/http-error.ts';
import { changeStatus, findApplicationByUuid, findOwnedApplication, type TApplicationRow } from '../application/index.ts';
import { findSignerOf } from '../signers/index.ts';
import { addSessionSigner } from './session-signers.ts';
import type { TDeedSource } from './deed.ts';
import { findCurrentSession, findParticipants, findReservation, loadWireSession, OPEN_STATES, toWireReservation } from './session-records.ts';
import { manualNotaryReservations, notaryCommissions, notaryParticipants, notarySessions } from './tables.ts';

const isRemoteStatus = isRemoteNotaryStatus;
/** A notary who had the room open this recently counts as available for "now" sessions. */
const PRESENCE_MS = 2 * 60 * 1000;

export type TApplicantScope = { db: Db; uuid: string; identityUuid: string; organizationCode: string; iceServers: TNotaryState['iceServers'] };

export const ownedApplication = (scope: TApplicantScope) =>
  findOwnedApplication({ db: scope.db, uuid: scope.uuid, ownerIdentityUuid: scope.identityUuid, organizationCode: scope.organizationCode });

/** The caller's live additional-signer record on this application (modules/signers), if it is one. */
export const signerRecordOf = async (scope: TApplicantScope) => {
  const signer = await findSignerOf({ db: scope.db, applicationUuid: scope.uuid, identityUuid: scope.identityUuid });
  return signer && signer.organizationCode === scope.organizationCode ? signer : undefined;
};

/**
 * The application whose notary step the caller takes part in: its owner's, or one the caller is a live
 * additional signer of (issue 13 item 5: the same session, their own turn). Anything else is a 404.
 */
export const participantApplication = async (scope: TApplicantScope): Promise<TApplicationRow> => {
  if (await signerRecordOf(scope)) {
    const row = await findApplicationByUuid({ db: scope.db, uuid: scope.uuid });
    if (row) return row;
  }
  return ownedApplication(scope);
};

/** True while a notary of this organisation has the notary room open. */
export const isNotaryAvailable = async (db: Db, organizationCode: string): Promise<boolean> => {
  const rows = await db
    .select({ seenOrgCodes: notaryCommissions.seenOrgCodes })
    .from(notaryCommissions)
    .where(gt(notaryCommissions.lastSeenAt, new Date(Date.now() - PRESENCE_MS)));
  return rows.some((row) => row.seenOrgCodes.includes(organizationCode));
};

export const signerNameOf = (application: TApplicationRow) =>
  [application.firstName, application.middleName, application.lastName, application.suffix].filter(Boolean).join(' ');

export const findNotaryState = async (scope: TApplicantScope, application?: TApplicationRow): Promise<TNotaryState> => {
  const row = application ?? (await participantApplication(scope));
  const session = await findCurrentSession(scope.db, row.uuid);
  const participants = session ? await findParticipants(scope.db, session.uuid) : [];
  const reservation = await findReservation(scope.db, row.uuid);
  const withinNotaryHours = isNotaryHoursAt(await clockNow(scope.db));
  return {
    uuid: row.uuid,
    applicationStatus: row.status,
    propertyState: row.propertyState,
    remoteAccepted: isRemoteNotaryAccepted(row.propertyState),
    manualNotary: row.manualNotary === true,
    notariesAvailableNow: withinNotaryHours && (await isNotaryAvailable(scope.db, row.organizationCode)),
    withinNotaryHours,
    notaryHours: NOTARY_HOURS_TEXT,
    manualFeeDollars: MANUAL_NOTARY_FEE_DOLLARS,
    iceServers: scope.iceServers,
    participantUuid: participants.find((p) => p.identityUuid === scope.identityUuid)?.uuid ?? null,
    session: session ? await loadWireSession(scope.db, session) : null,
    reservation: reservation ? toWireReservation(reservation) : null,
  };
};

/**
 * Opens (or answers the open) remote session of the application with the applicant as its first signer.
 * Additional signers join the same session as their own participants (issue 13 item 5).
 */
export const requestNotarySession = async (
  scope: TApplicantScope & { files: TFileStore; deeds: TDeedSource; request: TRequestNotarySessionRequest },
): Promise<{ state: TNotaryState; sessionUuid: string; created: boolean }> => {
  const application = await participantApplication(scope);
  const signer = await signerRecordOf(scope);
  if (!isRemoteStatus(application.status)) throw conflict('A notary session is not available at this step.');
  if (!isRemoteNotaryAccepted(application.propertyState) || application.manualNotary) throw conflict(NOTARY_MESSAGES.remoteNotAccepted);
  const { request } = scope;
  const findOpen = async () =>
    (
      await scope.db
        .select()
        .from(notarySessions)
        .where(and(eq(notarySessions.applicationUuid, application.uuid), inArray(notarySessions.state, [...OPEN_STATES])))
    )[0];
  // A co-owner reaching their notary step joins the open session for their own turn, whenever it is (its time
  // was chosen when it was opened): the checks below only concern opening a session.
  const openForSigner = signer ? await findOpen() : undefined;
  if (signer && openForSigner) {
    await addSessionSigner({ db: scope.db, session: openForSigner, signer });
    return { state: await findNotaryState(scope, application), sessionUuid: openForSigner.uuid, created: false };
  }
  const now = await clockNow(scope.db);
  if (request.when === 'SCHEDULED' && Date.parse(request.scheduledFor) <= now.getTime()) throw badRequest(NOTARY_MESSAGES.scheduledFor);
  if (request.when === 'SCHEDULED' && !isNotaryHoursAt(new Date(request.scheduledFor))) throw badRequest(NOTARY_MESSAGES.scheduledOutsideHours);
  if (request.when === 'NOW' && !isNotaryHoursAt(now)) throw badRequest(NOTARY_MESSAGES.outsideHours);
  if (request.when === 'NOW' && !(await isNotaryAvailable(scope.db, application.organizationCode))) {
    throw conflict('No notary is available right now. Please choose a time for your session.');
  }
  const open = await findOpen();
  if (open) {
    // A co-owner reaching their notary step joins the open session for their own turn.
    if (signer) await addSessionSigner({ db: scope.db, session: open, signer });
    return { state: await findNotaryState(scope, application), sessionUuid: open.uuid, created: false };
  }
  const deed = await scope.deeds.findDeed({ db: scope.db, files: scope.files, applicationUuid: application.uuid });
  const created = await scope.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(notarySessions)
      .values({
        applicationUuid: application.uuid,
        organizationCode: application.organizationCode,
        state: request.when === 'NOW' ? 'WAITING' : 'SCHEDULED',
        scheduledFor: request.when === 'SCHEDULED' ? new Date(request.scheduledFor) : null,
        deedDocumentUuid: deed?.documentUuid ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!session) return undefined;
    await tx.insert(notaryParticipants).values(
      signer
        ? { sessionUuid: session.uuid, identityUuid: scope.identityUuid, role: 'SIGNER', kind: 'ADDITIONAL', name: `${signer.firstName} ${signer.lastName}`, signerUuid: signer.uuid }
        : { sessionUuid: session.uuid, identityUuid: scope.identityUuid, role: 'SIGNER', kind: 'PRIMARY', name: signerNameOf(application) },
    );
    return session;
  });
  // A concurrent request opened it a moment ago: answer that one.
  const current = created ?? (await findCurrentSession(scope.db, application.uuid));
  return { state: await findNotaryState(scope, application), sessionUuid: current!.uuid, created: created !== undefined };
};

/** notary/schedule-manual: the in-person visit (address, two windows, the $350 fee); MANUAL_DEED_SIGNING. */
export const reserveManualNotary = async (scope: TApplicantScope & { request: TManualNotaryRequest }): Promise<TNotaryState> => {
  const application = await ownedApplication(scope);
  if (!isRemoteStatus(application.status) && application.status !== 'MANUAL_DEED_SIGNING') {
    throw conflict('An in-person notary visit is not available at this step.');
  }
  const { address, windows } = scope.request;
  const values = { address: { ...address, street2: address.street2 ?? null }, windows, feeDollars: MANUAL_NOTARY_FEE_DOLLARS };
  const existing = await findReservation(scope.db, application.uuid);
  if (existing?.status === 'COMPLETED') throw conflict('The in-person notarization is already done.');
  await scope.db
    .insert(manualNotaryReservations)
    .values({ applicationUuid: application.uuid, organizationCode: application.organizationCode, ...values })
    .onConflictDoUpdate({ target: manualNotaryReservations.applicationUuid, set: values });
  // An open remote session gives way to the visit.
  await scope.db
    .update(notarySessions)
    .set({ state: 'ENDED', endedReason: 'SIGNER_LEFT', endedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(notarySessions.applicationUuid, application.uuid), inArray(notarySessions.state, [...OPEN_STATES])));
  const moved = await changeStatus({
    db: scope.db,
    uuid: application.uuid,
    to: 'MANUAL_DEED_SIGNING',
    actor: { kind: 'APPLICANT', identityUuid: scope.identityUuid },
    reason: 'in-person notary visit reserved',
    fields: { manualNotary: true },
    expectedFrom: application.status,
  });
  return findNotaryState(scope, moved);
};
