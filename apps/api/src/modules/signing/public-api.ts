import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { clockNow } from '../../platform/clock.ts';
import type { TLazySealer } from '../../platform/pdf-seal.ts';
import { findApplicationByUuid } from '../application/index.ts';
import { addPackageSigner, listPackageDocuments, removePackageSigner } from './generate-package.ts';
import { findPackageSigner } from './package-signers.ts';
import { signPlaces, type TAdoptedSignature, type TSignerAudit, type TSignResult } from './sign-places.ts';
import { signaturePlaces, type TSignaturePlaceRow, type TSigningDocumentRow } from './tables.ts';

/** A package document with the places of every signer (or of one, when asked). */
export type TPackageDocumentWithPlaces = TSigningDocumentRow & { places: TSignaturePlaceRow[] };

const withPlaces = async (db: Db, row: TSigningDocumentRow, signerKey?: string): Promise<TPackageDocumentWithPlaces> => ({
  ...row,
  places: await db
    .select()
    .from(signaturePlaces)
    .where(and(eq(signaturePlaces.signingDocumentUuid, row.uuid), ...(signerKey ? [eq(signaturePlaces.signerKey, signerKey)] : [])))
    .orderBy(asc(signaturePlaces.position)),
});

/**
 * The application's deed of trust (signed before the notary): the unsigned document's uuid (`documentUuid`,
 * readable with the documents module), its places for every owner, and the sealed copy once signed.
 */
export const findDeedDocument = async (options: { db: Db; applicationUuid: string }): Promise<TPackageDocumentWithPlaces | null> => {
  const deed = (await listPackageDocuments(options)).find((row) => row.kind === 'DEED_OF_TRUST');
  return deed ? withPlaces(options.db, deed) : null;
};

/**
 * One signer's documents and places: the package documents that are the whole package's or its own (a notice
 * of the right to cancel), each with this signer's places only. Documents without a place of the signer are
 * still listed (to read).
 */
export const listSignerDocuments = async (options: { db: Db; applicationUuid: string; signerKey: string }): Promise<TPackageDocumentWithPlaces[]> => {
  const rows = (await listPackageDocuments(options)).filter((row) => row.ownerKey === null || row.ownerKey === options.signerKey);
  return Promise.all(rows.map((row) => withPlaces(options.db, row, options.signerKey)));
};

export type TSignAndSealOptions = {
  applicationUuid: string;
  /** The unsigned document's uuid (documents module), e.g. findDeedDocument's documentUuid. */
  documentUuid: string;
  /** The signer: key 'PRIMARY' (default) or an additional signer's id, with the certificate's audit facts. */
  signer: Omit<TSignerAudit, 'key' | 'role'> & { key?: string; role?: string };
  signature: TAdoptedSignature;
};

/**
 * Writes one signer's adopted signature into all its open places of one document, records the signature event
 * (the certificate of completion's audit trail), and once every place of the document is signed appends the
 * certificate and seals it. The sealed copy is a signed document of the application (`sealed[0].documentUuid`).
 */
export const signAndSeal = async (
  context: { db: Db; files: TFileStore; sealer: TLazySealer },
  options: TSignAndSealOptions,
): Promise<TSignResult> => {
  const { db } = context;
  const application = await findApplicationByUuid({ db, uuid: options.applicationUuid });
  if (!application) throw new Error(`application ${options.applicationUuid} not found`);
  const row = (await listPackageDocuments({ db, applicationUuid: application.uuid })).find((each) => each.documentUuid === options.documentUuid);
  if (!row) throw new Error(`document ${options.documentUuid} is not part of the closing package`);
  const key = options.signer.key ?? 'PRIMARY';
  const known = await findPackageSigner({ db, applicationUuid: application.uuid, signerKey: key });
  return signPlaces({
    ...context,
    application,
    documents: [row],
    now: await clockNow(db),
    signer: { ...options.signer, key, role: options.signer.role ?? known?.role ?? (key === 'PRIMARY' ? 'Borrower' : 'Additional owner') },
    signature: options.signature,
  });
};

/** For the additional signers' flow: adds or corrects an owner of the package (see addPackageSigner). */
export const addAdditionalSigner = async (
  context: { db: Db; files: TFileStore },
  options: { applicationUuid: string; signer: { key: string; name: string; email: string; identityUuid?: string | null } },
): Promise<TPackageDocumentWithPlaces[]> => {
  const application = await findApplicationByUuid({ db: context.db, uuid: options.applicationUuid });
  if (!application) throw new Error(`application ${options.applicationUuid} not found`);
  await addPackageSigner({ ...context, application, signer: options.signer, date: await clockNow(context.db) });
  return listSignerDocuments({ db: context.db, applicationUuid: application.uuid, signerKey: options.signer.key });
};

/** For the additional signers' flow: a withdrawn owner leaves the package (see removePackageSigner). */
export const removeAdditionalSigner = async (context: { db: Db; files: TFileStore }, options: { applicationUuid: string; signerKey: string }): Promise<void> => {
  const application = await findApplicationByUuid({ db: context.db, uuid: options.applicationUuid });
  if (!application) throw new Error(`application ${options.applicationUuid} not found`);
  await removePackageSigner({ ...context, application, signerKey: options.signerKey, date: await clockNow(context.db) });
};
