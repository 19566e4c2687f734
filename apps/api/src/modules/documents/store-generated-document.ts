import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDocumentType } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { storageKeyOf } from './storage-key.ts';
import { documents } from './tables.ts';

export type TStoreGeneratedDocumentOptions = {
  db: Db;
  files: TFileStore;
  application: { uuid: string; organizationCode: string };
  type: TDocumentType;
  /** The file name shown and offered on download. */
  name: string;
  bytes: Uint8Array;
  contentType?: string;
  /** When the document was made, if not now (documents moved from older storage keep their time). */
  createdAt?: Date;
  /** A signed (sealed) copy: listed with `signed: true`, and it replaces only signed copies of its type. */
  signed?: boolean;
  /**
   * False when several current documents share a type (a notice of the right to cancel for each owner, a sealed
   * copy of each): nothing is replaced, the caller keeps track of its own (and removes with removeGeneratedDocuments).
   */
  replace?: boolean;
};

/**
 * Stores a document the server made (a job, a signing step). A generated document has one current version per
 * type: storing again replaces it, so a job that reruns after a crash leaves one copy. The bytes are durable
 * before the row is written; the replaced version's bytes are removed after the row change commits.
 */
export const storeGeneratedDocument = async (options: TStoreGeneratedDocumentOptions): Promise<{ uuid: string }> => {
  const { db, files, application, type, bytes } = options;
  const uuid = randomUUID();
  const storageKey = storageKeyOf(application.uuid, uuid);
  const buffer = Buffer.from(bytes);
  await files.put(storageKey, Readable.from([buffer]));
  const replaced = await db.transaction(async (tx) => {
    const old =
      options.replace === false
        ? []
        : await tx
            .delete(documents)
            .where(
              and(
                eq(documents.applicationUuid, application.uuid),
                eq(documents.type, type),
                eq(documents.addedByKind, 'SYSTEM'),
                eq(documents.signed, options.signed ?? false),
              ),
            )
            .returning({ storageKey: documents.storageKey });
    await tx.insert(documents).values({
      uuid,
      applicationUuid: application.uuid,
      organizationCode: application.organizationCode,
      type,
      name: options.name,
      contentType: options.contentType ?? 'application/pdf',
      sizeBytes: buffer.length,
      sha256: createHash('sha256').update(buffer).digest('hex'),
      storageKey,
      addedByKind: 'SYSTEM',
      signed: options.signed ?? false,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    });
    return old;
  });
  // Best effort: a leftover object is unreachable without its row, never wrong.
  await Promise.all(replaced.map((row) => files.delete(row.storageKey).catch(() => undefined)));
  return { uuid };
};

/** Removes generated documents of an application by uuid (a package made again replaces its own documents). */
export const removeGeneratedDocuments = async (options: {
  db: Db;
  files: TFileStore;
  applicationUuid: string;
  documentUuids: readonly string[];
}): Promise<void> => {
  if (options.documentUuids.length === 0) return;
  const removed = await options.db
    .delete(documents)
    .where(
      and(
        eq(documents.applicationUuid, options.applicationUuid),
        eq(documents.addedByKind, 'SYSTEM'),
        inArray(documents.uuid, [...options.documentUuids]),
      ),
    )
    .returning({ storageKey: documents.storageKey });
  await Promise.all(removed.map((row) => options.files.delete(row.storageKey).catch(() => undefined)));
};
