import { z } from 'zod';
import { ZDocumentType } from '@lintel/domain';

/**
 * Calls of the documents module (spec 04 section 9.1): an application's documents, one document's bytes, and
 * uploads (multipart: `type`, optional `conditionUuid`, one or more `file` parts; rules in @lintel/domain's
 * upload-rules).
 */
export const applicationDocumentsPath = (applicationUuid: string) =>
  `/service-document/api/v1/applications/${applicationUuid}/documents`;
export const documentPath = (documentUuid: string) => `/service-document/api/v1/documents/${documentUuid}`;

/** One document of an application, as listed (never its bytes). */
export const ZDocument = z.object({
  uuid: z.uuid(),
  type: ZDocumentType,
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().min(0),
  /** Of the bytes as given (hex); lets a reader check what it downloaded. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  createdAt: z.string(),
  signed: z.boolean(),
  /** The condition this upload answers, when it was sent for one (spec 04 section 9.1). */
  conditionUuid: z.uuid().nullable(),
});
export type TDocument = z.infer<typeof ZDocument>;

/** GET .../applications/{uuid}/documents: newest first. Also the `documents` of the agent detail call. */
export const ZDocumentList = z.array(ZDocument);

/** POST .../applications/{uuid}/documents answers 201 with the documents it added, in the order given. */
export const ZUploadDocumentsResponse = z.array(ZDocument);
