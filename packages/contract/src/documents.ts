import { z } from 'zod';
import { ZDocumentType } from '@lintel/domain';
import { defineCall, urlOf } from './define-call.ts';

/**
 * Calls of the documents module (spec 04 section 9.1): an application's documents, one document's bytes, and
 * uploads (multipart: `type`, optional `conditionUuid`, one or more `file` parts; rules in @lintel/domain's
 * upload-rules).
 */

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

/** An application's or a document's id in a path: anything that is not a uuid answers 404 like one that is not yours. */
export const ZDocumentsApplicationParams = z.object({ uuid: z.string().max(100) });
export const ZDocumentParams = z.object({ documentUuid: z.string().max(100) });

export const listDocumentsCall = defineCall({
  id: 'listDocuments',
  method: 'GET',
  path: '/service-document/api/v1/applications/{uuid}/documents',
  summary: 'The documents of an application: the applicant’s own, or an agent’s organisations’ (spec 04 section 9.1).',
  access: 'signed-in',
  params: ZDocumentsApplicationParams,
  answers: { 200: ZDocumentList },
  errors: [401, 404],
});

export const uploadDocumentsCall = defineCall({
  id: 'uploadDocuments',
  method: 'POST',
  path: '/service-document/api/v1/applications/{uuid}/documents',
  summary:
    'Uploads files to an application: multipart/form-data with `type`, optional `conditionUuid` and one or more `file` parts (PDF, JPEG, PNG or HEIC by content, 10 MB each).',
  access: 'signed-in',
  params: ZDocumentsApplicationParams,
  answers: { 201: ZUploadDocumentsResponse },
  errors: [400, 401, 404, 413, 429],
});

export const getDocumentCall = defineCall({
  id: 'getDocument',
  method: 'GET',
  path: '/service-document/api/v1/documents/{documentUuid}',
  summary: 'A document’s bytes with its content type and a content-disposition file name.',
  access: 'signed-in',
  params: ZDocumentParams,
  answers: { 200: null },
  errors: [401, 404],
});

export const documentCalls = [listDocumentsCall, uploadDocumentsCall, getDocumentCall] as const;

export const applicationDocumentsPath = (applicationUuid: string) => urlOf(listDocumentsCall, { uuid: applicationUuid });
export const documentPath = (documentUuid: string) => urlOf(getDocumentCall, { documentUuid });
