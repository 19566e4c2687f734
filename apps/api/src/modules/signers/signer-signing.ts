import type { TPackageDocument, TSignerPackage, TSignRequest, TSignResponse } from '@lintel/contract';
import { NOTARIZED_DOCUMENT_KINDS, SIGNER_DOCUMENTS_STATUSES, SIGNER_MESSAGES, SIGNING_MESSAGES, typedNameMatches, type TClosingDocumentKind } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { badRequest, conflict, notFound } from '../../platform/http-error.ts';
import type { TLazySealer } from '../../platform/pdf-seal.ts';
import { findApplicationByUuid } from '../application/index.ts';
import { listDocumentsAddedBy } from '../documents/index.ts';
import { isPngDataUrl, listSignerDocuments, signAndSeal, type TPackageDocumentWithPlaces } from '../signing/index.ts';
import { findCallerSigner } from './co-deed-status.ts';
import { markSignerStep } from './mark-signer-step.ts';
import type { TSignerRow } from './tables.ts';

type TSignerScope = { db: Db; identityUuid: string; organizationCode: string };

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
export const findSignerPackage = async (scope: TSignerScope): Promise<TSignerPackage> => {
  const signer = await liveSigner(scope);
  const application = await findApplicationByUuid({ db: scope.db, uuid: signer.applicationUuid });
  const ready = Boolean(application && SIGNER_DOCUMENTS_STATUSES.includes(application.status));
  const rows = ready ? await listSignerDocuments({ db: scope.db, applicationUuid: signer.applicationUuid, signerKey: signer.uuid }) : [];
  const documents = rows.map(toWire);
  const own = documents.filter((document) => !document.notarized).flatMap((document) => document.places);
  return {
    applicationStatus: application?.status ?? '',
    signer: { name: `${signer.firstName} ${signer.lastName}`, email: signer.email },
    documents,
    signed: Boolean(signer.signedAt) || (own.length > 0 && own.every((place) => place.signed)),
  };
};

/**
 * The signer signs every place of its own outside the notary (its notice of the right to cancel, and any other
 * place the package gives it) with one adopted signature; each completed document is sealed with the certificate
 * of completion; the SIGNED step is recorded, which moves CO_DEED_REQ on once every owner has signed.
 */
export const signSignerPackage = async (
  scope: TSignerScope & { files: TFileStore; sealer: TLazySealer; ipAddress: string; userAgent: string; request: TSignRequest },
): Promise<TSignResponse> => {
  const { db, request } = scope;
  const signer = await liveSigner(scope);
  if (!signer.identityVerifiedAt) throw conflict(SIGNING_MESSAGES.notReady);
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
 * Whether the signer may read a document: one of its package documents (unsigned or sealed copy) or one it
 * added itself. Anything else of the application is 404.
 */
export const findSignerReadableDocument = async (scope: TSignerScope & { documentUuid: string }): Promise<{ applicationUuid: string }> => {
  const signer = await liveSigner(scope);
  const rows = await listSignerDocuments({ db: scope.db, applicationUuid: signer.applicationUuid, signerKey: signer.uuid });
  const inPackage = rows.some((row) => row.documentUuid === scope.documentUuid || row.signedDocumentUuid === scope.documentUuid);
  const own = (await listDocumentsAddedBy({ db: scope.db, applicationUuid: signer.applicationUuid, identityUuid: scope.identityUuid })).some(
    (doc) => doc.uuid === scope.documentUuid,
  );
  if (!inPackage && !own) throw notFound();
  return { applicationUuid: signer.applicationUuid };
};
