import { randomUUID } from 'node:crypto';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import type { TDocument } from '@lintel/contract';
import {
  cleanFileName,
  isAcceptedUploadContentType,
  UPLOAD_MESSAGES,
  ZUploadableDocumentType,
} from '@lintel/domain';
import { z } from 'zod';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { badRequest } from '../../platform/http-error.ts';
import { createUploadInspector } from './inspect-upload.ts';
import { storageKeyOf } from './storage-key.ts';
import { documents } from './tables.ts';
import { toWireDocument } from './to-wire-document.ts';
import { isUploadConditionOf } from './upload-conditions.ts';

type TStoredFile = { uuid: string; storageKey: string; name: string; contentType: string; sizeBytes: number; sha256: string };
type TFileOutcome = { stored: TStoredFile } | { error: string };

const ZConditionUuid = z.uuid({ error: UPLOAD_MESSAGES.condition });

/** Streams one file part through the inspector into the store; judges it once it has been read. */
const receiveFile = async (options: { files: TFileStore; applicationUuid: string; part: MultipartFile }): Promise<TFileOutcome> => {
  const { files, applicationUuid, part } = options;
  const name = cleanFileName(part.filename);
  const uuid = randomUUID();
  const storageKey = storageKeyOf(applicationUuid, uuid);
  const inspector = createUploadInspector();
  // A part's stream errors (a broken request) must end the store's write too.
  part.file.once('error', (error) => inspector.stream.destroy(error));
  await files.put(storageKey, part.file.pipe(inspector.stream));
  const { sizeBytes, sha256, contentType } = await inspector.result();
  // Past the limit busboy stops passing bytes on and marks the part: the file was never held whole.
  const error = part.file.truncated
    ? UPLOAD_MESSAGES.tooLarge(name)
    : sizeBytes === 0
      ? UPLOAD_MESSAGES.empty(name)
      : !isAcceptedUploadContentType(contentType)
        ? UPLOAD_MESSAGES.wrongType(name)
        : undefined;
  if (error || !contentType) {
    await files.delete(storageKey);
    return { error: error ?? UPLOAD_MESSAGES.wrongType(name) };
  }
  return { stored: { uuid, storageKey, name, contentType, sizeBytes, sha256 } };
};

const isTooManyFiles = (error: unknown) => (error as { code?: string }).code === 'FST_FILES_LIMIT' || (error as { code?: string }).code === 'FST_PARTS_LIMIT';

/**
 * Reads a multipart upload (spec 04 section 9.1): `type`, optional `conditionUuid`, one or more `file` parts, in
 * any order. Each file is streamed into the store as it arrives; when the whole request has been read, either
 * every file is good and all rows are written in one transaction, or nothing is kept and the answer is a 400
 * naming each bad file.
 */
export const receiveUploads = async (options: {
  db: Db;
  files: TFileStore;
  parts: AsyncIterable<Multipart>;
  application: { uuid: string; organizationCode: string };
  addedBy: { addedByKind: 'AGENT' | 'APPLICANT' | 'SIGNER'; addedByIdentityUuid: string };
  /** Whose conditions a `conditionUuid` may name: null the primary's, a signer's uuid that signer's; absent any (an agent). */
  conditionsOf?: { signerUuid: string | null };
}): Promise<TDocument[]> => {
  const { db, files, application } = options;
  const fields: Record<string, string> = {};
  const outcomes: TFileOutcome[] = [];
  const errors: string[] = [];
  try {
    for await (const part of options.parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === 'file') {
        outcomes.push(await receiveFile({ files, applicationUuid: application.uuid, part }));
      } else {
        // Drain it: the rest of the request must still be read.
        part.file.resume();
        errors.push(`Please send files in the file field, not ${cleanFileName(part.fieldname, 'another field')}`);
      }
    }
  } catch (error) {
    if (!isTooManyFiles(error)) {
      // A broken or abandoned request: keep nothing of it.
      await Promise.all(outcomes.flatMap((o) => ('stored' in o ? [files.delete(o.stored.storageKey).catch(() => undefined)] : [])));
      throw error;
    }
    errors.push(UPLOAD_MESSAGES.tooManyFiles);
  }
  const stored = outcomes.flatMap((outcome) => ('stored' in outcome ? [outcome.stored] : []));
  errors.push(...outcomes.flatMap((outcome) => ('error' in outcome ? [outcome.error] : [])));
  const type = ZUploadableDocumentType.safeParse(fields.type);
  if (!type.success) errors.unshift(UPLOAD_MESSAGES.type);
  const conditionUuid = fields.conditionUuid ? ZConditionUuid.safeParse(fields.conditionUuid) : undefined;
  // A well-formed uuid must still name one of the application's conditions (the uploader's own, unless an agent).
  const conditionFound =
    conditionUuid?.success &&
    (await isUploadConditionOf({ db, applicationUuid: application.uuid, conditionUuid: conditionUuid.data, signerUuid: options.conditionsOf?.signerUuid }));
  if (conditionUuid && !conditionFound) errors.push(UPLOAD_MESSAGES.condition);
  if (outcomes.length === 0 && !errors.includes(UPLOAD_MESSAGES.tooManyFiles)) errors.push(UPLOAD_MESSAGES.noFile);
  if (errors.length > 0 || !type.success) {
    await Promise.all(stored.map((file) => files.delete(file.storageKey)));
    throw badRequest(...errors);
  }
  const rows = await db
    .insert(documents)
    .values(
      stored.map((file) => ({
        ...file,
        applicationUuid: application.uuid,
        organizationCode: application.organizationCode,
        type: type.data,
        conditionUuid: conditionUuid?.data ?? null,
        ...options.addedBy,
      })),
    )
    .returning();
  // Answer in the order the files were given.
  return stored.map((file) => toWireDocument(rows.find((row) => row.uuid === file.uuid) ?? rows[0]!));
};
