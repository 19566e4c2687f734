import { applicationDocumentsPath, ZUploadDocumentsResponse, type TDocument } from '@lintel/contract';
import { uploadWithProgress } from '@/lib/upload-with-progress.ts';

/**
 * POST one paystub through the documents module (spec 04 section 9.1: multipart `type`, optional
 * `conditionUuid`, `file`): one request per file, so each file has its own progress and its own error.
 */
export const uploadPaystub = async (options: {
  applicationUuid: string;
  conditionUuid: string | null;
  file: File;
  onProgress: (fraction: number) => void;
}): Promise<TDocument> => {
  const form = new FormData();
  form.append('type', 'USER_UPLOADED_PAYSTUB');
  if (options.conditionUuid) form.append('conditionUuid', options.conditionUuid);
  form.append('file', options.file, options.file.name);
  const answer = ZUploadDocumentsResponse.parse(
    await uploadWithProgress<unknown>({ path: applicationDocumentsPath(options.applicationUuid), form, onProgress: options.onProgress }),
  );
  if (!answer[0]) throw new Error('the upload answered no document');
  return answer[0];
};
