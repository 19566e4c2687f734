import { applicationDocumentsPath, ZUploadDocumentsResponse, type TDocument } from '@lintel/contract';
import { uploadWithProgress } from '@/lib/upload-with-progress.ts';

/**
 * POST one file for a condition through the documents module (spec 04 section 9.1: multipart `type`,
 * `conditionUuid`, `file`). One request per file, so each file shows its own progress and its own error.
 */
export const uploadConditionFile = async (options: {
  applicationUuid: string;
  conditionUuid: string;
  type: string;
  file: File;
  onProgress: (fraction: number) => void;
}): Promise<TDocument[]> => {
  const form = new FormData();
  form.append('type', options.type);
  form.append('conditionUuid', options.conditionUuid);
  form.append('file', options.file, options.file.name);
  const answer = await uploadWithProgress<unknown>({
    path: applicationDocumentsPath(options.applicationUuid),
    form,
    onProgress: options.onProgress,
  });
  return ZUploadDocumentsResponse.parse(answer);
};
