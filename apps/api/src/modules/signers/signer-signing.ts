import type { TPackageDocument, TRecordConsentRequest, TSignerPackage, TSignRequest, TSignResponse, TWithdrawConsentRequest } from '@lintel/contract';
import { ESIGN_CONSENT_VERSION, NOTARIZED_DOCUMENT_KINDS, SIGNER_DOCUMENTS_STATUSES, SIGNER_MESSAGES, SIGNING_MESSAGES, typedNameMatches, type TClosingDocumentKind } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TJobs } from '../../platform/jobs.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { badRequest, conflict, notFound } from '../../platform/http-error.ts';
import type { TLazySealer } from '../../platform/pdf-seal.ts';
import { findApplicationByUuid } from '../application/index.ts';
import { listDocumentsAddedBy } from '../documents/index.ts';
import {
  findLatestConsent,
  hasCurrentConsent,
  isPngDataUrl,
  listSignerDocuments,
  recordConsent,
  signAndSeal,
  withdrawConsent,
  type TPackageDocumentWithPlaces,
} from '../signing/index.ts';
import { clockNow } from '../../platform/clock.ts';
import { findTrustSigningBlock } from '../verification/index.ts';
import { findCallerSigner } from './co-deed-status.ts';
import { markSignerStep } from './mark-signer-step.ts';
import type { TSignerRow } from './tables.ts';

type TSignerScope = { db: Db; identityUuid: string; organizationCode: string; applicationUuid?: string | undefined };
type TRequestFacts = { ipAddress: string; userAgent: string };

const isNotarized = (kind: string) => (NOTARIZED_DOCUMENT_KINDS as readonly string[]).includes(kind);

const toWire = (row: TPackageDocumentWithPlaces): TPackageDocument => ({
  uuid: row.uuid,
  kind: row.kind as TClosingDocumentKind,
  title: row.title,
  documentUuid: row.documentUuid,
  pageCount: row.pageCount,
  signedDocumentUuid: row.signedDocumentUuid,
  notarized: isNotarized(row.kind),
  acknowledgedAt: null,
  places: row.places.map((place) => ({
    uuid: place.uuid,
    kind: place.kind as 'SIGNATURE' | 'INITIALS',
    label: place.label,
    page: place.page,
    rect: { x: place.x, y: place.y, width: place.width, height: place.height },
    signed: place.signedAt !== null,
  })),
});

const liveSigner = async (scope: TSignerScope): Promise<TSignerRow> => {
  const signer = await findCallerSigner(scope);
  if (!signer) throw badRequest(SIGNER_MESSAGES.noCoDeed);
  if (signer.withdrawnAt) throw conflict(SIGNER_MESSAGES.invitationInvalid);
  return signer;
};

/**
 * The signer's documents of the closing package (spec 04 section 9.7): the whole package's and its own notice of
 * the right to cancel, each with this signer's places only; never another owner's notice.
 */
export const findSignerPackage = async (scope: TSignerScope): Promise<TSignerPackage> => packageOfSigner(scope.db, await liveSigner(scope));

const packageOfSigner = async (db: Db, signer: TSignerRow): Promise<TSignerPackage> => {
  const application = await findApplicationByUuid({ db, uuid: signer.applicationUuid });
  const consent = await findLatestConsent({ db, applicationUuid: signer.applicationUuid, signerKey: signer.uuid });
  const current = hasCurrentConsent(consent);
  // As the primary's: nothing of the package is shown electronically before the co-owner's own consent.
  const ready = current && Boolean(application && SIGNER_DOCUMENTS_STATUSES.includes(application.status));
  const rows = ready ? await listSignerDocuments({ db, applicationUuid: signer.applicationUuid, signerKey: signer.uuid }) : [];
  const documents = rows.map(toWire);
  const own = documents.filter((document) => !document.notarized).flatMap((document) => document.places);
  const signed = Boolean(signer.signedAt) || (own.length > 0 && own.every((place) => place.signed));
  return {
    applicationStatus: application?.status ?? '',
    signer: { name: `${signer.firstName} ${signer.lastName}`, email: signer.email },
    consent: {
      currentVersion: ESIGN_CONSENT_VERSION,
      given: consent ? { version: consent.version, givenAt: consent.givenAt.toISOString() } : null,
      withdrawnAt: consent?.withdrawnAt?.toISOString() ?? null,
      current,
    },
    documents,
    signed,
    // The primary's rule (decision 090): the co-deed/sign call's refusal, told before the places.
    signingBlock: signed || !application ? null : await findTrustSigningBlock({ db, application }),
  };
};

/**
 * POST co-deed/consent: the co-owner's own E-SIGN consent, recorded like the primary's (time, version, IP address,
 * user agent) under the signer's key; a withdrawn signer or a closed application 409.
 */
export const recordSignerConsent = async (scope: TSignerScope & TRequestFacts & { request: TRecordConsentRequest }): Promise<TSignerPackage> => {
  const { db } = scope;
  const signer = await liveSigner(scope);
  const application = await findApplicationByUuid({ db, uuid: signer.applicationUuid });
  if (!application?.active) throw conflict(SIGNER_MESSAGES.invitationInvalid);
  if (scope.request.version !== ESIGN_CONSENT_VERSION) throw badRequest(SIGNING_MESSAGES.consentOutdated);
  await recordConsent({
    db,
    applicationUuid: signer.applicationUuid,
    signerKey: signer.uuid,
    identityUuid: scope.identityUuid,
    version: scope.request.version,
    givenAt: await clockNow(db),
    ipAddress: scope.ipAddress,
    userAgent: scope.userAgent,
  });
  return packageOfSigner(db, signer);
};

/** POST co-deed/consent/withdraw: as the primary's; refused once the co-owner has signed (the records stand). */
export const withdrawSignerConsent = async (
  scope: TSignerScope & TRequestFacts & { jobs: TJobs; publicUrl: string; request: TWithdrawConsentRequest },
): Promise<TSignerPackage> => {
  const { db } = scope;
  const signer = await liveSigner(scope);
  const consent = await findLatestConsent({ db, applicationUuid: signer.applicationUuid, signerKey: signer.uuid });
  if (!consent) throw conflict(SIGNING_MESSAGES.nothingToWithdraw);
  if (consent.withdrawnAt) return packageOfSigner(db, signer);
  if ((await packageOfSigner(db, signer)).signed) throw conflict(SIGNING_MESSAGES.withdrawAfterSigning);
  const application = await findApplicationByUuid({ db, uuid: signer.applicationUuid });
  if (!application) throw notFound();
  await withdrawConsent({
    db,
    jobs: scope.jobs,
    publicUrl: scope.publicUrl,
    consentUuid: consent.uuid,
    withdrawnAt: await clockNow(db),
    ipAddress: scope.ipAddress,
    userAgent: scope.userAgent,
    application,
    signerName: `${signer.firstName} ${signer.lastName}`,
  });
  return packageOfSigner(db, signer);
};

/**
 * The signer signs every place of its own outside the notary (its notice of the right to cancel, and any other
 * place the package gives it) with one adopted signature; each completed document is sealed with the certificate
 * of completion; the SIGNED step is recorded, which moves CO_DEED_REQ on once every owner has signed.
 */
export const signSignerPackage = async (
  scope: TSignerScope & TRequestFacts & { files: TFileStore; sealer: TLazySealer; request: TSignRequest },
): Promise<TSignResponse> => {
  const { db, request } = scope;
  const signer = await liveSigner(scope);
  if (!signer.identityVerifiedAt) throw conflict(SIGNING_MESSAGES.notReady);
  const consent = await findLatestConsent({ db, applicationUuid: signer.applicationUuid, signerKey: signer.uuid });
  const withdrawn = Boolean(consent?.withdrawnAt);
  if (!hasCurrentConsent(consent)) throw conflict(withdrawn ? SIGNING_MESSAGES.consentWithdrawn : SIGNING_MESSAGES.consentRequired);
  // A co-owner waits for the certificate of trust like the primary (decisions 085, 090): the same 409 and message.
  const current = await findApplicationByUuid({ db, uuid: signer.applicationUuid });
  const trustBlock = current ? await findTrustSigningBlock({ db, application: current }) : null;
  if (trustBlock) throw conflict(trustBlock);
  const state = await findSignerPackage(scope);
  const toSign = state.documents.filter((document) => !document.notarized && document.places.length > 0);
  if (toSign.length === 0) throw conflict(SIGNING_MESSAGES.notReady);
  const open = toSign.flatMap((document) => document.places).filter((place) => !place.signed);
  if (open.length === 0) throw conflict(SIGNING_MESSAGES.alreadySigned);
  const stepped = new Set(request.placeUuids);
  if (open.some((place) => !stepped.has(place.uuid))) throw badRequest(SIGNING_MESSAGES.placesMissing);
  if (!isPngDataUrl(request.signature.image)) throw badRequest(request.signature.method === 'DRAWN' ? SIGNING_MESSAGES.drawingRequired : SIGNING_MESSAGES.typedNameRequired);
  if (request.signature.method === 'TYPED' && !typedNameMatches(request.signature.typedName, state.signer.name)) throw badRequest(SIGNING_MESSAGES.typedNameMismatch);
  const sealed: TSignResponse['sealedDocuments'] = [];
  for (const document of toSign.filter((each) => each.places.some((place) => !place.signed))) {
    const result = await signAndSeal(
      { db, files: scope.files, sealer: scope.sealer },
      {
        applicationUuid: signer.applicationUuid,
        documentUuid: document.documentUuid,
        signer: {
          key: signer.uuid,
          role: 'Additional owner',
          name: state.signer.name,
          email: signer.email,
          identityUuid: scope.identityUuid,
          ipAddress: scope.ipAddress,
          userAgent: scope.userAgent,
          location: request.location,
          consent: { version: consent.version, at: consent.givenAt },
        },
        signature: {
          method: request.signature.method,
          image: request.signature.image,
          typedName: request.signature.method === 'TYPED' ? request.signature.typedName : null,
        },
      },
    );
    sealed.push(...result.sealed.map((each) => ({ title: each.title, documentUuid: each.documentUuid })));
  }
  await markSignerStep({ db, signerUuid: signer.uuid, step: 'SIGNED' });
  const application = await findApplicationByUuid({ db, uuid: signer.applicationUuid });
  return { uuid: signer.applicationUuid, applicationStatus: application?.status ?? '', sealedDocuments: sealed };
};

/**
 * Whether the signer may read a document: one of its package documents (unsigned or sealed copy) while its own
 * E-SIGN consent is current, as the package call shows them (the primary's rule, decision 079; 085), or one it
 * added itself. Anything else of the application is 404.
 */
export const findSignerReadableDocument = async (scope: TSignerScope & { documentUuid: string }): Promise<{ applicationUuid: string }> => {
  const signer = await liveSigner(scope);
  const rows = await listSignerDocuments({ db: scope.db, applicationUuid: signer.applicationUuid, signerKey: signer.uuid });
  const inPackage =
    rows.some((row) => row.documentUuid === scope.documentUuid || row.signedDocumentUuid === scope.documentUuid) &&
    hasCurrentConsent(await findLatestConsent({ db: scope.db, applicationUuid: signer.applicationUuid, signerKey: signer.uuid }));
  const own = (await listDocumentsAddedBy({ db: scope.db, applicationUuid: signer.applicationUuid, identityUuid: scope.identityUuid })).some(
    (doc) => doc.uuid === scope.documentUuid,
  );
  if (!inPackage && !own) throw notFound();
  return { applicationUuid: signer.applicationUuid };
};
