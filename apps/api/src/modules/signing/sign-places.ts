import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { NOTARIZED_DOCUMENT_KINDS, PNG_DATA_URL_PREFIX, type TSignatureMethod, type TSigningLocation } from '@lintel/domain';
import type { TApplicationRow } from '../application/index.ts';
import { listPackageDocuments } from './generate-package.ts';
import { withPackageLock } from './package-lock.ts';
import { sealDocument, type TSealContext } from './seal-document.ts';
import { signatureEvents, signaturePlaces, type TSigningDocumentRow } from './tables.ts';

/** Who signs, and the audit facts the certificate of completion lists. */
export type TSignerAudit = {
  /** 'PRIMARY' or the additional signer's id. */
  key: string;
  name: string;
  email: string;
  /** The certificate's role, e.g. "Borrower". */
  role: string;
  identityUuid?: string | null;
  ipAddress: string;
  userAgent: string;
  location?: TSigningLocation | null;
  viewedAt?: Date | null;
  consent?: { version: string; at: Date } | null;
};

/** The adopted signature: a PNG data URL (typed ones drawn in the signature font by the browser). */
export type TAdoptedSignature = { method: TSignatureMethod; image: string; typedName?: string | null };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const isPngDataUrl = (value: string): boolean =>
  value.startsWith(PNG_DATA_URL_PREFIX) && Buffer.from(value.slice(PNG_DATA_URL_PREFIX.length, PNG_DATA_URL_PREFIX.length + 12), 'base64').subarray(0, 8).equals(PNG_MAGIC);

export type TSignResult = { eventUuid: string; placesSigned: number; sealed: { signingDocumentUuid: string; documentUuid: string; title: string }[] };

/**
 * Signs every open place of one signer in the given package documents (by default: every document the signer
 * signs outside the notary) with one adopted signature, records the signature event, and seals each document
 * whose places are then all signed.
 */
export const signPlaces = async (
  context: TSealContext & {
    application: TApplicationRow;
    signer: TSignerAudit;
    signature: TAdoptedSignature;
    /** Signing documents (rows of the package) to sign in; default all but the notarized ones. */
    documents?: readonly TSigningDocumentRow[];
    now: Date;
  },
): Promise<TSignResult> => {
  const { db, application, signature } = context;
  if (!isPngDataUrl(signature.image)) throw new Error('the signature image is not a PNG');
  const documents =
    context.documents ??
    (await listPackageDocuments({ db, applicationUuid: application.uuid })).filter(
      (row) => !(NOTARIZED_DOCUMENT_KINDS as readonly string[]).includes(row.kind),
    );
  if (documents.length === 0) return { eventUuid: '', placesSigned: 0, sealed: [] };
  // Signing takes its turn with the package's changes (decision 071): an owner withdrawn or named meanwhile
  // removes or remakes documents, and a place of a document that left the package is not signed or sealed.
  return withPackageLock(db, application.uuid, () => signStillPackaged({ ...context, documents }));
};

const signStillPackaged = async (
  context: Parameters<typeof signPlaces>[0] & { documents: readonly TSigningDocumentRow[] },
): Promise<TSignResult> => {
  const { db, application, signer, signature, now } = context;
  const current = new Set((await listPackageDocuments({ db, applicationUuid: application.uuid })).map((row) => row.uuid));
  const documents = context.documents.filter((row) => current.has(row.uuid));
  const documentUuids = documents.map((row) => row.uuid);
  if (documentUuids.length === 0) return { eventUuid: '', placesSigned: 0, sealed: [] };
  const { eventUuid, placesSigned } = await db.transaction(async (tx) => {
    const open = await tx
      .select({ uuid: signaturePlaces.uuid })
      .from(signaturePlaces)
      .where(
        and(
          eq(signaturePlaces.applicationUuid, application.uuid),
          eq(signaturePlaces.signerKey, signer.key),
          inArray(signaturePlaces.signingDocumentUuid, documentUuids),
          isNull(signaturePlaces.signedAt),
        ),
      );
    if (open.length === 0) return { eventUuid: '', placesSigned: 0 };
    const [event] = await tx
      .insert(signatureEvents)
      .values({
        applicationUuid: application.uuid,
        signerKey: signer.key,
        identityUuid: signer.identityUuid ?? null,
        name: signer.name,
        email: signer.email,
        role: signer.role,
        method: signature.method,
        typedName: signature.method === 'TYPED' ? (signature.typedName ?? signer.name) : null,
        image: signature.image,
        ipAddress: signer.ipAddress,
        userAgent: signer.userAgent,
        location: signer.location ?? null,
        consentVersion: signer.consent?.version ?? null,
        consentAt: signer.consent?.at ?? null,
        viewedAt: signer.viewedAt ?? null,
        signedAt: now,
      })
      .returning({ uuid: signatureEvents.uuid });
    await tx
      .update(signaturePlaces)
      .set({ signatureEventUuid: event!.uuid, signedAt: now })
      .where(inArray(signaturePlaces.uuid, open.map((place) => place.uuid)));
    return { eventUuid: event!.uuid, placesSigned: open.length };
  });
  const sealed: TSignResult['sealed'] = [];
  if (!eventUuid) return { eventUuid, placesSigned, sealed };
  for (const document of documents) {
    const places = await db
      .select({ signedAt: signaturePlaces.signedAt, signerKey: signaturePlaces.signerKey })
      .from(signaturePlaces)
      .where(eq(signaturePlaces.signingDocumentUuid, document.uuid))
      .orderBy(asc(signaturePlaces.position));
    if (!places.some((place) => place.signerKey === signer.key) || places.some((place) => place.signedAt === null)) continue;
    const result = await sealDocument({ ...context, document, completedAt: now });
    sealed.push({ signingDocumentUuid: document.uuid, documentUuid: result.documentUuid, title: document.title });
  }
  return { eventUuid, placesSigned, sealed };
};
