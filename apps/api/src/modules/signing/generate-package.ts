import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { PRIMARY_SIGNER } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { sha256Hex } from '../../platform/pdf-seal.ts';
import type { TApplicationRow } from '../application/index.ts';
import { removeGeneratedDocuments, storeGeneratedDocument } from '../documents/index.ts';
import { borrowerNameOf, gatherClosingFacts } from './closing-facts.ts';
import { renderClosingPackage, renderDeedOfTrust, renderRightToCancel, type TRenderedClosingDocument } from './closing-documents.ts';
import { withPackageLock } from './package-lock.ts';
import { deletePackageSigner, savePackageSigner } from './package-signers.ts';
import { signaturePlaces, signingDocuments, type TSigningDocumentRow } from './tables.ts';

type TStoreContext = { db: Db; files: TFileStore };

export const listPackageDocuments = async (options: { db: Db; applicationUuid: string }): Promise<TSigningDocumentRow[]> =>
  options.db
    .select()
    .from(signingDocuments)
    .where(eq(signingDocuments.applicationUuid, options.applicationUuid))
    .orderBy(asc(signingDocuments.position), asc(signingDocuments.createdAt));

/** Stores one rendered document (its own document of the application) and records it with its places. */
const storeRendered = async (
  context: TStoreContext,
  application: TApplicationRow,
  document: TRenderedClosingDocument,
  position: number,
): Promise<TSigningDocumentRow> => {
  const stored = await storeGeneratedDocument({
    db: context.db,
    files: context.files,
    application,
    type: document.kind,
    name: document.fileName,
    bytes: document.bytes,
    replace: false,
  });
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(signingDocuments)
      .values({
        applicationUuid: application.uuid,
        kind: document.kind,
        ownerKey: document.ownerKey,
        title: document.title,
        position,
        documentUuid: stored.uuid,
        unsignedSha256: sha256Hex(document.bytes),
        pageCount: document.pageCount,
      })
      .returning();
    if (document.places.length > 0)
      await tx.insert(signaturePlaces).values(
        document.places.map((place, index) => ({
          applicationUuid: application.uuid,
          signingDocumentUuid: row!.uuid,
          signerKey: place.signerKey,
          kind: place.kind,
          label: place.label,
          // Signing order within a document: the signature blocks after the initials of the pages above them.
          position: place.kind === 'INITIALS' ? index : 1000 + index,
          page: place.page,
          x: place.x,
          y: place.y,
          width: place.width,
          height: place.height,
        })),
      );
    return row!;
  });
};

/** Removes package documents (rows, places, stored files) that nobody has signed yet. */
const removePackageDocuments = async (context: TStoreContext, applicationUuid: string, rows: readonly TSigningDocumentRow[]) => {
  if (rows.length === 0) return;
  const uuids = rows.map((row) => row.uuid);
  await context.db.transaction(async (tx) => {
    await tx.delete(signaturePlaces).where(inArray(signaturePlaces.signingDocumentUuid, uuids));
    await tx.delete(signingDocuments).where(inArray(signingDocuments.uuid, uuids));
  });
  await removeGeneratedDocuments({ db: context.db, files: context.files, applicationUuid, documentUuids: rows.map((row) => row.documentUuid) });
};

/**
 * Takes package documents out of the package (rows and places) but keeps their stored files: a document someone
 * signed stays among the application's documents as the record of what was signed, it is just no longer signed.
 */
const detachPackageDocuments = async (db: Db, rows: readonly TSigningDocumentRow[]) => {
  if (rows.length === 0) return;
  const uuids = rows.map((row) => row.uuid);
  await db.transaction(async (tx) => {
    await tx.delete(signaturePlaces).where(inArray(signaturePlaces.signingDocumentUuid, uuids));
    await tx.delete(signingDocuments).where(inArray(signingDocuments.uuid, uuids));
  });
};

/** Out of the package: unsigned documents entirely, signed ones kept as records (detachPackageDocuments). */
const dropFromPackage = async (context: TStoreContext, applicationUuid: string, rows: readonly TSigningDocumentRow[], signed: ReadonlySet<string>) => {
  await removePackageDocuments(context, applicationUuid, rows.filter((row) => !signed.has(row.uuid)));
  await detachPackageDocuments(context.db, rows.filter((row) => signed.has(row.uuid)));
};

const signedDocumentUuids = async (db: Db, applicationUuid: string): Promise<Set<string>> =>
  new Set(
    (
      await db
        .select({ uuid: signaturePlaces.signingDocumentUuid })
        .from(signaturePlaces)
        .where(and(eq(signaturePlaces.applicationUuid, applicationUuid), isNotNull(signaturePlaces.signedAt)))
    ).map((row) => row.uuid),
  );

/**
 * GEN_NOTE_SIGNING's work: the closing package made from the application, its chosen offer and the brand, each
 * document stored in the documents module with its places. Made again on a rerun (a crash between two
 * documents), replacing what nobody signed yet. Holds the package while it works (decision 069), so an owner
 * named meanwhile is either among the owners it reads or joins what it stored.
 */
export const generateClosingPackage = (context: TStoreContext & { application: TApplicationRow; date: Date }): Promise<TSigningDocumentRow[]> =>
  withPackageLock(context.db, context.application.uuid, () => makeClosingPackage(context));

const makeClosingPackage = async (context: TStoreContext & { application: TApplicationRow; date: Date }): Promise<TSigningDocumentRow[]> => {
  const { db, application } = context;
  await savePackageSigner({
    db,
    applicationUuid: application.uuid,
    signer: { key: PRIMARY_SIGNER, name: borrowerNameOf(application), email: application.email ?? '', role: 'Borrower', identityUuid: application.ownerIdentityUuid },
  });
  const existing = await listPackageDocuments({ db, applicationUuid: application.uuid });
  const signed = await signedDocumentUuids(db, application.uuid);
  if (existing.some((row) => signed.has(row.uuid))) return existing;
  await removePackageDocuments(context, application.uuid, existing);
  const facts = await gatherClosingFacts({ db, application, date: context.date });
  const rendered = await renderClosingPackage(facts);
  const rows: TSigningDocumentRow[] = [];
  for (const [position, document] of rendered.entries()) rows.push(await storeRendered(context, application, document, position * 10));
  return rows;
};

/**
 * Adds (or corrects) an additional owner of the package, for the additional signers' flow: the owner gets a
 * notice of the right to cancel of its own (primary residence) with its acknowledgement place, and the deed of
 * trust is made again with a signature place for every owner (unless someone signed it already). Answers the
 * owner's places' documents.
 */
export const addPackageSigner = (context: TAddSignerContext): Promise<TSigningDocumentRow[]> =>
  withPackageLock(context.db, context.application.uuid, () => joinPackage(context));

type TAddSignerContext = TStoreContext & {
  application: TApplicationRow;
  signer: { key: string; name: string; email: string; identityUuid?: string | null };
  date: Date;
};

const joinPackage = async (context: TAddSignerContext): Promise<TSigningDocumentRow[]> => {
  const { db, application, signer } = context;
  if (signer.key === PRIMARY_SIGNER) throw new Error('the primary borrower is not an additional signer');
  await savePackageSigner({ db, applicationUuid: application.uuid, signer: { ...signer, role: 'Additional owner' } });
  const existing = await listPackageDocuments({ db, applicationUuid: application.uuid });
  if (existing.length === 0) return [];
  const signed = await signedDocumentUuids(db, application.uuid);
  const facts = await gatherClosingFacts({ db, application, date: context.date });
  const owner = { key: signer.key, name: signer.name };
  const oldNotice = existing.filter((row) => row.kind === 'RIGHT_TO_CANCEL' && row.ownerKey === signer.key && !signed.has(row.uuid));
  const noticePosition = existing.find((row) => row.kind === 'RIGHT_TO_CANCEL')?.position ?? 20;
  await removePackageDocuments(context, application.uuid, oldNotice);
  if (facts.primaryResidence && !existing.some((row) => row.kind === 'RIGHT_TO_CANCEL' && row.ownerKey === signer.key && signed.has(row.uuid)))
    await storeRendered(context, application, await renderRightToCancel(facts, owner), noticePosition);
  const deed = existing.find((row) => row.kind === 'DEED_OF_TRUST');
  if (deed && !signed.has(deed.uuid)) {
    await removePackageDocuments(context, application.uuid, [deed]);
    await storeRendered(context, application, await renderDeedOfTrust(facts), deed.position);
  }
  return listPackageDocuments({ db, applicationUuid: application.uuid });
};

/**
 * Takes a withdrawn additional owner out of the package (decision 043): they are no longer one of its signers, their
 * notice of the right to cancel leaves it, and the deed of trust (which names every grantor and has a place for
 * each) is made again without them, so neither the co-owners' signing nor the notary's completion waits for them.
 * A changed document is a new document: a deed someone had already signed is not carried over with its signatures
 * (they sign the new one, before the notary); the signed copy stays among the application's documents as a record,
 * as does a notice the withdrawn owner had acknowledged. Documents that do not name the owner are left as they are,
 * signed or not.
 */
export const removePackageSigner = (context: TRemoveSignerContext): Promise<TSigningDocumentRow[]> =>
  withPackageLock(context.db, context.application.uuid, () => leavePackage(context));

type TRemoveSignerContext = TStoreContext & { application: TApplicationRow; signerKey: string; date: Date };

const leavePackage = async (context: TRemoveSignerContext): Promise<TSigningDocumentRow[]> => {
  const { db, application, signerKey } = context;
  if (signerKey === PRIMARY_SIGNER) throw new Error('the primary borrower cannot leave the package');
  await deletePackageSigner({ db, applicationUuid: application.uuid, signerKey });
  const existing = await listPackageDocuments({ db, applicationUuid: application.uuid });
  if (existing.length === 0) return [];
  const signed = await signedDocumentUuids(db, application.uuid);
  await dropFromPackage(context, application.uuid, existing.filter((row) => row.kind === 'RIGHT_TO_CANCEL' && row.ownerKey === signerKey), signed);
  const deed = existing.find((row) => row.kind === 'DEED_OF_TRUST');
  const theirPlaces = deed
    ? await db
        .select({ uuid: signaturePlaces.uuid })
        .from(signaturePlaces)
        .where(and(eq(signaturePlaces.signingDocumentUuid, deed.uuid), eq(signaturePlaces.signerKey, signerKey)))
    : [];
  if (deed && theirPlaces.length > 0) {
    const facts = await gatherClosingFacts({ db, application, date: context.date });
    await dropFromPackage(context, application.uuid, [deed], signed);
    await storeRendered(context, application, await renderDeedOfTrust(facts), deed.position);
  }
  return listPackageDocuments({ db, applicationUuid: application.uuid });
};
