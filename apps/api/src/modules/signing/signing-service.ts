import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TRecordConsentRequest, TSignRequest, TSignResponse, TSigningPackageResponse, TWithdrawConsentRequest } from '@lintel/contract';
import { ESIGN_CONSENT_VERSION, NOTARIZED_DOCUMENT_KINDS, PRIMARY_SIGNER, SIGNING_MESSAGES, typedNameMatches, type TClosingDocumentKind } from '@lintel/domain';
import { clockNow } from '../../platform/clock.ts';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import type { TJobs } from '../../platform/jobs.ts';
import { badRequest, conflict, notFound } from '../../platform/http-error.ts';
import type { TLazySealer } from '../../platform/pdf-seal.ts';
import { changeStatus, findOwnedApplication, type TApplicationRow } from '../application/index.ts';
import { findTrustSigningBlock } from '../verification/index.ts';
import { borrowerNameOf, hasOtherOwners } from './closing-facts.ts';
import { findLatestConsent, hasCurrentConsent, recordConsent, withdrawConsent, type TConsentRecord } from './consents.ts';
import { listPackageDocuments } from './generate-package.ts';
import { findPackageSigner } from './package-signers.ts';
import { isPngDataUrl, signPlaces } from './sign-places.ts';
import { documentAcknowledgements, signaturePlaces } from './tables.ts';

export type TApplicantScope = { db: Db; uuid: string; ownerIdentityUuid: string; organizationCode: string };
type TRequestFacts = { ipAddress: string; userAgent: string };

/** Statuses in which the applicant may open the signing pages (the package exists from NOTE_SIGNING on). */
const CONSENT_STATUSES: readonly string[] = ['FINAL_OFFER', 'GEN_NOTE_SIGNING', 'NOTE_SIGNING', 'CO_DEED_REQ', 'GEN_NOTARY_DISCLOSURE', 'DEED_SIGNING'];
const isNotarized = (kind: string) => (NOTARIZED_DOCUMENT_KINDS as readonly string[]).includes(kind);

const packageOf = async (db: Db, application: TApplicationRow, signerKey: string): Promise<TSigningPackageResponse> => {
  const consent = await findLatestConsent({ db, applicationUuid: application.uuid, signerKey });
  const current = hasCurrentConsent(consent);
  const signer = await findPackageSigner({ db, applicationUuid: application.uuid, signerKey });
  const rows = current ? await listPackageDocuments({ db, applicationUuid: application.uuid }) : [];
  const uuids = rows.map((row) => row.uuid);
  const [places, acknowledgements] = uuids.length
    ? await Promise.all([
        db
          .select()
          .from(signaturePlaces)
          .where(and(inArray(signaturePlaces.signingDocumentUuid, uuids), eq(signaturePlaces.signerKey, signerKey)))
          .orderBy(asc(signaturePlaces.position)),
        db
          .select()
          .from(documentAcknowledgements)
          .where(and(inArray(documentAcknowledgements.signingDocumentUuid, uuids), eq(documentAcknowledgements.signerKey, signerKey))),
      ])
    : [[], []];
  // A signer sees the documents of the whole package and its own notices, not another owner's notice.
  const visible = rows.filter((row) => row.ownerKey === null || row.ownerKey === signerKey);
  const documents = visible.map((row) => ({
    uuid: row.uuid,
    kind: row.kind as TClosingDocumentKind,
    title: row.title,
    documentUuid: row.documentUuid,
    pageCount: row.pageCount,
    signedDocumentUuid: row.signedDocumentUuid,
    notarized: isNotarized(row.kind),
    acknowledgedAt: acknowledgements.find((ack) => ack.signingDocumentUuid === row.uuid)?.acknowledgedAt.toISOString() ?? null,
    places: places
      .filter((place) => place.signingDocumentUuid === row.uuid)
      .map((place) => ({
        uuid: place.uuid,
        kind: place.kind as 'SIGNATURE' | 'INITIALS',
        label: place.label,
        page: place.page,
        rect: { x: place.x, y: place.y, width: place.width, height: place.height },
        signed: place.signedAt !== null,
      })),
  }));
  const ownPlaces = documents.filter((document) => !document.notarized).flatMap((document) => document.places);
  const signed = ownPlaces.length > 0 && ownPlaces.every((place) => place.signed);
  return {
    uuid: application.uuid,
    applicationStatus: application.status,
    signer: { name: signer?.name ?? borrowerNameOf(application), email: signer?.email ?? application.email ?? '' },
    consent: {
      currentVersion: ESIGN_CONSENT_VERSION,
      given: consent ? { version: consent.version, givenAt: consent.givenAt.toISOString() } : null,
      withdrawnAt: consent?.withdrawnAt?.toISOString() ?? null,
      current,
    },
    documents,
    signed,
    // Told before the signer steps through its places (decision 090): the sign call's refusal, or null.
    signingBlock: signed ? null : await findTrustSigningBlock({ db, application }),
  };
};

/** GET package: the applicant's consent and, once given and generated, the package with its own places. */
export const findSigningPackage = async (scope: TApplicantScope): Promise<TSigningPackageResponse> =>
  packageOf(scope.db, await findOwnedApplication(scope), PRIMARY_SIGNER);

/** POST consent: recorded with time and version; in FINAL_OFFER the closing package starts (GEN_NOTE_SIGNING). */
export const recordApplicantConsent = async (
  scope: TApplicantScope & TRequestFacts & { request: TRecordConsentRequest },
): Promise<TSigningPackageResponse> => {
  const { db } = scope;
  let application = await findOwnedApplication(scope);
  if (!CONSENT_STATUSES.includes(application.status)) throw conflict(SIGNING_MESSAGES.notReady);
  if (scope.request.version !== ESIGN_CONSENT_VERSION) throw badRequest(SIGNING_MESSAGES.consentOutdated);
  // In FINAL_OFFER the consent starts the closing package: not while the certificate of trust is missing (decision 085).
  if (application.status === 'FINAL_OFFER') await refuseWhileTrustOpen(db, application);
  await recordConsent({
    db,
    applicationUuid: application.uuid,
    signerKey: PRIMARY_SIGNER,
    identityUuid: scope.ownerIdentityUuid,
    version: scope.request.version,
    givenAt: await clockNow(db),
    ipAddress: scope.ipAddress,
    userAgent: scope.userAgent,
  });
  if (application.status === 'FINAL_OFFER')
    application = await changeStatus({
      db,
      uuid: application.uuid,
      to: 'GEN_NOTE_SIGNING',
      expectedFrom: 'FINAL_OFFER',
      actor: { kind: 'APPLICANT', identityUuid: scope.ownerIdentityUuid },
      reason: 'Electronic records consent given: closing documents requested',
      details: { consentVersion: scope.request.version },
    });
  return packageOf(db, application, PRIMARY_SIGNER);
};

/** 409 while the title's certificate of trust is asked for and not accepted (spec 04 section 9.3, decision 085). */
const refuseWhileTrustOpen = async (db: Db, application: TApplicationRow) => {
  const block = await findTrustSigningBlock({ db, application });
  if (block) throw conflict(block);
};

/** Why a signer without a usable consent may not go on: withdrawn, or never given / an older version. */
const consentMissing = (consent: TConsentRecord | null) =>
  conflict(consent?.withdrawnAt ? SIGNING_MESSAGES.consentWithdrawn : SIGNING_MESSAGES.consentRequired);

/**
 * POST consent/withdraw: the applicant withdraws the E-SIGN consent before signing (time, IP address, user
 * agent). The documents are then neither shown nor signed here until the consent is given again; the status stays
 * (the lender continues on paper). After signing it is refused: the signed records stand.
 */
export const withdrawApplicantConsent = async (
  scope: TApplicantScope & TRequestFacts & { jobs: TJobs; publicUrl: string; request: TWithdrawConsentRequest },
): Promise<TSigningPackageResponse> => {
  const { db } = scope;
  const application = await findOwnedApplication(scope);
  const consent = await findLatestConsent({ db, applicationUuid: application.uuid, signerKey: PRIMARY_SIGNER });
  if (!consent) throw conflict(SIGNING_MESSAGES.nothingToWithdraw);
  if (consent.withdrawnAt) return packageOf(db, application, PRIMARY_SIGNER);
  const before = await packageOf(db, application, PRIMARY_SIGNER);
  if (before.signed) throw conflict(SIGNING_MESSAGES.withdrawAfterSigning);
  await withdrawConsent({
    db,
    jobs: scope.jobs,
    publicUrl: scope.publicUrl,
    consentUuid: consent.uuid,
    withdrawnAt: await clockNow(db),
    ipAddress: scope.ipAddress,
    userAgent: scope.userAgent,
    application,
    signerName: borrowerNameOf(application),
  });
  return packageOf(db, application, PRIMARY_SIGNER);
};

/** POST acknowledge: the applicant read a document of the package (the first time is kept). */
export const acknowledgeDocument = async (scope: TApplicantScope & { documentUuid: string }): Promise<TSigningPackageResponse> => {
  const { db } = scope;
  const application = await findOwnedApplication(scope);
  const consent = await findLatestConsent({ db, applicationUuid: application.uuid, signerKey: PRIMARY_SIGNER });
  if (!hasCurrentConsent(consent)) throw consentMissing(consent);
  const rows = await listPackageDocuments({ db, applicationUuid: application.uuid });
  const row = rows.find((each) => each.uuid === scope.documentUuid && (each.ownerKey === null || each.ownerKey === PRIMARY_SIGNER));
  if (!row) throw notFound();
  await db
    .insert(documentAcknowledgements)
    .values({ signingDocumentUuid: row.uuid, signerKey: PRIMARY_SIGNER, applicationUuid: application.uuid, acknowledgedAt: await clockNow(db) })
    .onConflictDoNothing();
  return packageOf(db, application, PRIMARY_SIGNER);
};

/**
 * POST sign: the applicant's adopted signature into every place of its own outside the notary, each completed
 * document sealed, then NOTE_SIGNING moves on: CO_DEED_REQ when other owners sign too, else GEN_NOTARY_DISCLOSURE.
 */
export const signApplicantPackage = async (
  scope: TApplicantScope & TRequestFacts & { files: TFileStore; sealer: TLazySealer; request: TSignRequest },
): Promise<TSignResponse> => {
  const { db, request } = scope;
  const application = await findOwnedApplication(scope);
  if (application.status !== 'NOTE_SIGNING') throw conflict(SIGNING_MESSAGES.notReady);
  const consent = await findLatestConsent({ db, applicationUuid: application.uuid, signerKey: PRIMARY_SIGNER });
  if (!hasCurrentConsent(consent)) throw consentMissing(consent);
  await refuseWhileTrustOpen(db, application);
  const state = await packageOf(db, application, PRIMARY_SIGNER);
  const toSign = state.documents.filter((document) => !document.notarized && document.places.length > 0);
  if (toSign.length === 0) throw conflict(SIGNING_MESSAGES.notReady);
  if (state.documents.some((document) => !document.notarized && !document.acknowledgedAt)) throw badRequest(SIGNING_MESSAGES.acknowledgeRequired);
  const open = toSign.flatMap((document) => document.places).filter((place) => !place.signed);
  if (open.length === 0) throw conflict(SIGNING_MESSAGES.alreadySigned);
  const stepped = new Set(request.placeUuids);
  if (open.some((place) => !stepped.has(place.uuid))) throw badRequest(SIGNING_MESSAGES.placesMissing);
  if (!isPngDataUrl(request.signature.image)) throw badRequest(request.signature.method === 'DRAWN' ? SIGNING_MESSAGES.drawingRequired : SIGNING_MESSAGES.typedNameRequired);
  const name = state.signer.name;
  if (request.signature.method === 'TYPED' && !typedNameMatches(request.signature.typedName, name)) throw badRequest(SIGNING_MESSAGES.typedNameMismatch);

  const rows = (await listPackageDocuments({ db, applicationUuid: application.uuid })).filter((row) => toSign.some((document) => document.uuid === row.uuid));
  const acknowledged = state.documents.map((document) => document.acknowledgedAt).filter((at): at is string => at !== null).sort();
  const now = await clockNow(db);
  const result = await signPlaces({
    db,
    files: scope.files,
    sealer: scope.sealer,
    application,
    documents: rows,
    now,
    signer: {
      key: PRIMARY_SIGNER,
      name,
      email: state.signer.email,
      role: 'Borrower',
      identityUuid: scope.ownerIdentityUuid,
      ipAddress: scope.ipAddress,
      userAgent: scope.userAgent,
      location: request.location,
      viewedAt: acknowledged[0] ? new Date(acknowledged[0]) : null,
      consent: { version: consent.version, at: consent.givenAt },
    },
    signature: {
      method: request.signature.method,
      image: request.signature.image,
      typedName: request.signature.method === 'TYPED' ? request.signature.typedName : null,
    },
  });
  const next = (await hasOtherOwners(db, application)) ? 'CO_DEED_REQ' : 'GEN_NOTARY_DISCLOSURE';
  const moved = await changeStatus({
    db,
    uuid: application.uuid,
    to: next,
    expectedFrom: 'NOTE_SIGNING',
    actor: { kind: 'APPLICANT', identityUuid: scope.ownerIdentityUuid },
    reason: 'Closing documents signed',
    details: { signatureEvent: result.eventUuid, places: result.placesSigned, sealed: result.sealed.map((each) => each.documentUuid) },
  });
  return {
    uuid: application.uuid,
    applicationStatus: moved.status,
    sealedDocuments: result.sealed.map((each) => ({ title: each.title, documentUuid: each.documentUuid })),
  };
};
