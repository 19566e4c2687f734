import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TNotaryJournalEntry, TNotaryQueueEntry, TNotarySessionDetail } from '@lintel/contract';
import { NOTARY_MESSAGES, NOTARY_SIGNER_KEY, PRIMARY_SIGNER, type TNotaryCommission } from '@lintel/domain';
import type { TCaller } from '../../platform/auth.ts';
import { clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { badRequest, conflict, notFound } from '../../platform/http-error.ts';
import type { TLazySealer } from '../../platform/pdf-seal.ts';
import { changeStatus, findApplicationByUuid, type TApplicationRow } from '../application/index.ts';
import { storeGeneratedDocument } from '../documents/index.ts';
import { isPngDataUrl, signAndSeal } from '../signing/index.ts';
import { findLiveSigners, markSignerStep } from '../signers/index.ts';
import { findLatestIdVerification } from '../verification/index.ts';
import type { TDeedSource } from './deed.ts';
import { signerNameOf } from './applicant-notary.ts';
import { findParticipants, findSession, loadWireSession, OPEN_STATES, type TParticipantRow, type TSessionRow } from './session-records.ts';
import { notaryCommissions, notaryJournal, notaryParticipants, notarySessions } from './tables.ts';

export type TNotaryScope = { db: Db; caller: TCaller; iceServers: TNotarySessionDetail['iceServers'] };

export const saveCommission = async (db: Db, identityUuid: string, commission: TNotaryCommission) => {
  const values = { ...commission, updatedAt: new Date() };
  await db.insert(notaryCommissions).values({ identityUuid, ...values }).onConflictDoUpdate({ target: notaryCommissions.identityUuid, set: values });
};

export const findCommission = async (db: Db, identityUuid: string): Promise<TNotaryCommission | null> => {
  const [row] = await db.select().from(notaryCommissions).where(eq(notaryCommissions.identityUuid, identityUuid));
  return row ? { name: row.name, number: row.number, expiresOn: row.expiresOn, county: row.county, state: row.state as TNotaryCommission['state'] } : null;
};

/** The notary has the room open: "now" sessions are offered to signers of these organisations for a while. */
export const touchNotaryPresence = async (scope: TNotaryScope) => {
  await scope.db
    .update(notaryCommissions)
    .set({ lastSeenAt: new Date(), seenOrgCodes: scope.caller.orgCodes })
    .where(eq(notaryCommissions.identityUuid, scope.caller.identityUuid));
};

/** A session in the notary's organisations, else 404. */
export const sessionInOrgs = async (scope: TNotaryScope, sessionUuid: string): Promise<TSessionRow> => {
  const session = /^[0-9a-f-]{36}$/i.test(sessionUuid) ? await findSession(scope.db, sessionUuid) : undefined;
  if (!session || !scope.caller.orgCodes.includes(session.organizationCode)) throw notFound();
  return session;
};

const queueEntryOf = async (db: Db, session: TSessionRow, application: TApplicationRow): Promise<TNotaryQueueEntry> => ({
  session: await loadWireSession(db, session),
  signerName: signerNameOf(application),
  propertyState: application.propertyState,
  organizationCode: application.organizationCode,
  applicationStatus: application.status,
});

export const listNotaryQueue = async (scope: TNotaryScope): Promise<TNotaryQueueEntry[]> => {
  await touchNotaryPresence(scope);
  const sessions = await scope.db
    .select()
    .from(notarySessions)
    .where(and(inArray(notarySessions.state, [...OPEN_STATES]), inArray(notarySessions.organizationCode, scope.caller.orgCodes)))
    .orderBy(asc(notarySessions.createdAt))
    .limit(200);
  const entries: TNotaryQueueEntry[] = [];
  for (const session of sessions) {
    const application = await findApplicationByUuid({ db: scope.db, uuid: session.applicationUuid });
    if (application) entries.push(await queueEntryOf(scope.db, session, application));
  }
  return entries;
};

type TIdCheck = { idType: string; result: string; frontDocumentUuid: string; backDocumentUuid: string | null; checkedAt: Date };

/**
 * One signer participant's own ID check (decision 051): the primary's is the application's latest; a co-owner's is
 * the one on their signer record (their own uploads), never the primary's.
 */
const idCheckOfParticipant = (participant: TParticipantRow, primary: TIdCheck | null, signers: readonly TSignerIdFields[]): TIdCheck | null => {
  if (participant.role !== 'SIGNER') return null;
  if (participant.kind === 'PRIMARY') return primary;
  const signer = signers.find((each) => each.uuid === participant.signerUuid);
  if (!signer?.idFrontDocumentUuid || !signer.idCheckIdType || !signer.idCheckResult || !signer.idCheckedAt) return null;
  return { idType: signer.idCheckIdType, result: signer.idCheckResult, frontDocumentUuid: signer.idFrontDocumentUuid, backDocumentUuid: signer.idBackDocumentUuid, checkedAt: signer.idCheckedAt };
};

type TSignerIdFields = {
  uuid: string;
  idCheckIdType: string | null;
  idCheckResult: string | null;
  idFrontDocumentUuid: string | null;
  idBackDocumentUuid: string | null;
  idCheckedAt: Date | null;
};

export const findSessionDetail = async (scope: TNotaryScope, session: TSessionRow): Promise<TNotarySessionDetail> => {
  const application = await findApplicationByUuid({ db: scope.db, uuid: session.applicationUuid });
  if (!application) throw notFound();
  const idCheck = await findLatestIdVerification({ db: scope.db, applicationUuid: application.uuid });
  const participants = await findParticipants(scope.db, session.uuid);
  const liveSigners = await findLiveSigners(scope.db, application.uuid);
  return {
    ...(await queueEntryOf(scope.db, session, application)),
    idVerification: idCheck ? { ...idCheck, checkedAt: idCheck.checkedAt.toISOString() } : null,
    signerIdChecks: participants.flatMap((participant) => {
      const check = idCheckOfParticipant(participant, idCheck, liveSigners);
      return check ? [{ participantUuid: participant.uuid, ...check, checkedAt: check.checkedAt.toISOString() }] : [];
    }),
    iceServers: scope.iceServers,
    notaryParticipantUuid: participants.find((p) => p.role === 'NOTARY' && p.identityUuid === scope.caller.identityUuid)?.uuid ?? null,
    commission: session.notaryIdentityUuid ? await findCommission(scope.db, session.notaryIdentityUuid) : null,
    additionalSigners: liveSigners.map((signer) => ({
      signerUuid: signer.uuid,
      name: `${signer.firstName} ${signer.lastName}`,
      accepted: signer.identityUuid !== null,
      inSession: participants.some((p) => p.signerUuid === signer.uuid),
    })),
  };
};

/** The notary takes the session (and becomes a participant); another notary already in it is a conflict. */
export const joinNotarySession = async (scope: TNotaryScope & { sessionUuid: string }): Promise<TSessionRow> => {
  const session = await sessionInOrgs(scope, scope.sessionUuid);
  if (!(OPEN_STATES as readonly string[]).includes(session.state)) throw conflict('This session has finished.');
  if (session.notaryIdentityUuid && session.notaryIdentityUuid !== scope.caller.identityUuid) throw conflict('Another notary has this session.');
  const commission = await findCommission(scope.db, scope.caller.identityUuid);
  if (!commission) throw conflict(NOTARY_MESSAGES.commission);
  return scope.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(notarySessions)
      .set({ notaryIdentityUuid: scope.caller.identityUuid, state: 'IN_PROGRESS', updatedAt: new Date() })
      .where(and(eq(notarySessions.uuid, session.uuid), inArray(notarySessions.state, [...OPEN_STATES])))
      .returning();
    if (!taken || taken.notaryIdentityUuid !== scope.caller.identityUuid) throw conflict('Another notary has this session.');
    await tx
      .insert(notaryParticipants)
      .values({ sessionUuid: session.uuid, identityUuid: scope.caller.identityUuid, role: 'NOTARY', kind: 'NOTARY', name: commission.name })
      .onConflictDoNothing();
    return taken;
  });
};

/** A session in the notary's organisations that this notary has joined (404 / 409 otherwise). */
export const ownSession = async (scope: TNotaryScope, sessionUuid: string) => {
  const session = await sessionInOrgs(scope, sessionUuid);
  if (session.notaryIdentityUuid !== scope.caller.identityUuid) throw conflict('Please join this session first.');
  return session;
};

export const endNotarySession = async (scope: TNotaryScope & { sessionUuid: string; reason: 'NOTARY_ENDED' | 'ID_NOT_VERIFIED' }) => {
  const session = await ownSession(scope, scope.sessionUuid);
  if (session.state !== 'IN_PROGRESS') throw conflict('This session has finished.');
  const [ended] = await scope.db
    .update(notarySessions)
    .set({ state: 'ENDED', endedReason: scope.reason, endedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(notarySessions.uuid, session.uuid), eq(notarySessions.state, 'IN_PROGRESS')))
    .returning();
  if (!ended) throw conflict('This session has finished.');
  return ended;
};

/** The key of a signer participant's places on the deed: PRIMARY, or the additional signer's record. */
const signerKeyOf = (participant: TParticipantRow) => (participant.kind === 'PRIMARY' ? PRIMARY_SIGNER : participant.signerUuid);

/**
 * Completes the notarial act: every signer passed the questions and signed. Each signer's adopted signature goes
 * on its own places of the deed, the notary's seal (drawn from the commission) on the deed's notary
 * acknowledgement place; the signing module then appends the certificate of completion and seals the deed as it
 * seals every closing document (pdfsig-valid, the whole file). One journal entry per signer; an additional
 * signer's NOTARIZED step; the application records primaryParticipantAcceptComplete and moves on to
 * DISBURSEMENT_ACCOUNT (spec 01 routing then follows).
 */
export const completeNotarySession = async (
  scope: TNotaryScope & { sessionUuid: string; files: TFileStore; sealer: TLazySealer; deeds: TDeedSource; seal: string },
): Promise<TSessionRow> => {
  const session = await ownSession(scope, scope.sessionUuid);
  if (session.state !== 'IN_PROGRESS') throw conflict('This session has finished.');
  if (!isPngDataUrl(scope.seal)) throw badRequest('The notary seal is not a PNG image.');
  const signers = (await findParticipants(scope.db, session.uuid)).filter((p) => p.role === 'SIGNER');
  if (signers.length === 0 || signers.some((p) => p.kbaStatus !== 'PASSED' || !p.signedAt || !p.signatureImage)) {
    throw conflict('Every signer must pass the identity questions and sign the deed first.');
  }
  const application = await findApplicationByUuid({ db: scope.db, uuid: session.applicationUuid });
  if (!application) throw notFound();
  const commission = await findCommission(scope.db, scope.caller.identityUuid);
  if (!commission) throw conflict(NOTARY_MESSAGES.commission);
  const deed = await scope.deeds.findDeed({ db: scope.db, files: scope.files, applicationUuid: application.uuid });
  if (!deed) throw conflict(NOTARY_MESSAGES.deedUnavailable);
  // Every owner with a place on the deed signs in this session (their turn each); nobody is left out.
  const keys = new Set(signers.map(signerKeyOf));
  const missing = deed.signerKeys.filter((key) => key !== NOTARY_SIGNER_KEY && !keys.has(key));
  if (missing.length > 0) throw conflict(NOTARY_MESSAGES.ownersMissing);
  const context = { db: scope.db, files: scope.files, sealer: scope.sealer };
  // The document is sealed by the call that fills its last place: the notary's, or an owner's on a deed laid out
  // without a notary place (generated before decision 037).
  let sealedDeed: string | undefined;
  for (const signer of signers) {
    const result = await signAndSeal(context, {
      applicationUuid: application.uuid,
      documentUuid: deed.documentUuid,
      signer: {
        key: signerKeyOf(signer)!,
        name: signer.name,
        email: signer.kind === 'PRIMARY' ? (application.email ?? '') : '',
        identityUuid: signer.identityUuid,
        ipAddress: signer.signedIp ?? '',
        userAgent: signer.signedUserAgent ?? '',
      },
      signature:
        signer.signatureMethod === 'DRAWN'
          ? { method: 'DRAWN', image: signer.signatureImage! }
          : { method: 'TYPED', image: signer.signatureImage!, typedName: signer.signatureName ?? signer.name },
    });
    sealedDeed = result.sealed[0]?.documentUuid ?? sealedDeed;
  }
  const notarized = await signAndSeal(context, {
    applicationUuid: application.uuid,
    documentUuid: deed.documentUuid,
    signer: {
      key: NOTARY_SIGNER_KEY,
      role: `Notary public, commission ${commission.number} (${commission.state}, expires ${commission.expiresOn})`,
      name: commission.name,
      email: scope.caller.email,
      identityUuid: scope.caller.identityUuid,
      ipAddress: '',
      userAgent: '',
    },
    signature: { method: 'DRAWN', image: scope.seal },
  });
  sealedDeed = notarized.sealed[0]?.documentUuid ?? sealedDeed;
  if (!sealedDeed) throw conflict(NOTARY_MESSAGES.deedUnavailable);
  const notarizedAt = await clockNow(scope.db);
  const idCheck = await findLatestIdVerification({ db: scope.db, applicationUuid: application.uuid });
  const liveSigners = await findLiveSigners(scope.db, application.uuid);
  // Each signer's own ID check in their journal row (decision 051): a co-owner's is on their signer record.
  const evidenceOf = (participant: TParticipantRow) => {
    const check = idCheckOfParticipant(participant, idCheck, liveSigners);
    return `${check ? `${check.idType} ${check.result}` : 'ID on file'}; knowledge-based authentication passed`;
  };
  const completed = await scope.db.transaction(async (tx) => {
    const [row] = await tx
      .update(notarySessions)
      .set({ state: 'COMPLETED', notarizedDeedDocumentUuid: sealedDeed, deedDocumentUuid: deed.documentUuid, endedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(notarySessions.uuid, session.uuid), eq(notarySessions.state, 'IN_PROGRESS')))
      .returning();
    if (!row) throw conflict('This session has finished.');
    for (const signer of signers) {
      await tx.insert(notaryJournal).values({
        applicationUuid: application.uuid,
        organizationCode: application.organizationCode,
        sessionUuid: session.uuid,
        notaryIdentityUuid: scope.caller.identityUuid,
        method: 'REMOTE',
        signerName: signer.name,
        document: deed.name,
        documentUuid: sealedDeed,
        identityEvidence: evidenceOf(signer),
        feeDollars: 0,
        recordingDocumentUuid: session.recordingDocumentUuid,
        notarizedAt,
      });
    }
    return row;
  });
  for (const signer of signers) {
    if (signer.kind === 'ADDITIONAL' && signer.signerUuid) await markSignerStep({ db: scope.db, signerUuid: signer.signerUuid, step: 'NOTARIZED', at: notarizedAt });
  }
  const actor = { kind: 'AGENT' as const, identityUuid: scope.caller.identityUuid };
  // The intro statuses reach DEED_SIGNING first; the session's completion is the deed signing.
  if (application.status !== 'DEED_SIGNING') {
    await changeStatus({ db: scope.db, uuid: application.uuid, to: 'DEED_SIGNING', actor, reason: 'remote notary session completed' });
  }
  await changeStatus({
    db: scope.db,
    uuid: application.uuid,
    to: 'DISBURSEMENT_ACCOUNT',
    actor,
    reason: 'deed notarized in a remote online notary session',
    fields: { primaryParticipantAcceptComplete: true },
    expectedFrom: 'DEED_SIGNING',
    details: { notarySession: session.uuid, notarizedDeed: sealedDeed },
  });
  return completed;
};

export const storeNotaryRecording = async (scope: TNotaryScope & { sessionUuid: string; files: TFileStore; bytes: Uint8Array }) => {
  const session = await ownSession(scope, scope.sessionUuid);
  if (session.state !== 'IN_PROGRESS' && session.state !== 'COMPLETED' && session.state !== 'ENDED') throw conflict('This session has not started.');
  // WebM (EBML) starts 1A 45 DF A3: recognised by content, never by declared type.
  if (scope.bytes.length < 4 || scope.bytes[0] !== 0x1a || scope.bytes[1] !== 0x45 || scope.bytes[2] !== 0xdf || scope.bytes[3] !== 0xa3) {
    throw badRequest('The recording is not a WebM file.');
  }
  const application = await findApplicationByUuid({ db: scope.db, uuid: session.applicationUuid });
  if (!application) throw notFound();
  const stored = await storeGeneratedDocument({
    db: scope.db,
    files: scope.files,
    application,
    type: 'NOTARY_RECORDING',
    name: `notary-session-${session.uuid}.webm`,
    bytes: scope.bytes,
    contentType: 'video/webm',
  });
  await scope.db.update(notarySessions).set({ recordingDocumentUuid: stored.uuid, updatedAt: new Date() }).where(eq(notarySessions.uuid, session.uuid));
  await scope.db.update(notaryJournal).set({ recordingDocumentUuid: stored.uuid }).where(eq(notaryJournal.applicationUuid, application.uuid));
  return { documentUuid: stored.uuid };
};

export const listNotaryJournal = async (scope: TNotaryScope): Promise<TNotaryJournalEntry[]> =>
  (
    await scope.db
      .select()
      .from(notaryJournal)
      .where(eq(notaryJournal.notaryIdentityUuid, scope.caller.identityUuid))
      .orderBy(desc(notaryJournal.notarizedAt))
      .limit(500)
  ).map((row) => ({
    uuid: row.uuid,
    sessionUuid: row.sessionUuid,
    applicationUuid: row.applicationUuid,
    notarizedAt: row.notarizedAt.toISOString(),
    signerName: row.signerName,
    document: row.document,
    documentUuid: row.documentUuid,
    identityEvidence: row.identityEvidence,
    feeDollars: row.feeDollars,
    method: row.method,
    recordingDocumentUuid: row.recordingDocumentUuid,
  }));
