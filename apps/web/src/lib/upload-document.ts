import { applicationDocumentsPath, uploadSignerDocumentCall, urlOf, ZUploadDocumentsResponse, type TDocument } from '@lintel/contract';
import { uploadWithProgress } from './upload-with-progress.ts';

/**
 * POSTs one file to an application's documents (spec 04 section 9.1: multipart `type`, optional
 * `conditionUuid`, `file`), reporting progress from 0 to 1. One request per file, so that each file a page
 * sends has its own progress and its own error.
 */
export const uploadApplicationDocument = async (options: {
  applicationUuid: string;
  type: string;
  conditionUuid?: string | null;
  file: File;
  onProgress: (fraction: number) => void;
}): Promise<TDocument> => uploadTo(applicationDocumentsPath(options.applicationUuid), options);

/**
 * The same for an additional signer (co-deed/documents): its ID's sides, or what its own condition asks for
 * (decision 036). The server files it under the application the signer signs for, as the signer's own.
 */
export const uploadSignerDocument = async (options: {
  /** The application it signs for (decision 042); without it the server's latest accepted invitation. */
  applicationUuid?: string | undefined;
  type: string;
  conditionUuid?: string | null;
  file: File;
  onProgress: (fraction: number) => void;
}): Promise<TDocument> => uploadTo(urlOf(uploadSignerDocumentCall, {}, { applicationUuid: options.applicationUuid }), options);

const uploadTo = async (
  path: string,
  options: { type: string; conditionUuid?: string | null; file: File; onProgress: (fraction: number) => void },
): Promise<TDocument> => {
  const form = new FormData();
  form.append('type', options.type);
  if (options.conditionUuid) form.append('conditionUuid', options.conditionUuid);
  form.append('file', options.file, options.file.name);
  const [document] = ZUploadDocumentsResponse.parse(await uploadWithProgress<unknown>({ path, form, onProgress: options.onProgress }));
  if (!document) throw new Error('the upload answered no document');
  return document;
};
