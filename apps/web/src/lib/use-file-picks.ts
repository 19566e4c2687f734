import { useRef, useState } from 'react';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@lintel/domain';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';

export type TPickState = 'ready' | 'sending' | 'sent' | 'failed';

/** A file chosen for upload, with its own progress, the document it became, and its own error. */
export type TPickedFile<TExtra extends object = object> = TExtra & {
  id: number;
  file: File;
  state: TPickState;
  progress: number;
  documentUuid?: string;
  error?: string;
};

/**
 * The files a page is about to upload through the documents module (spec 04 section 9.1): the browser's own
 * checks before sending (size, empty files, how many at a time, with the domain's messages for the skipped
 * ones), removal before sending, and one upload per file so that each has its progress and its error.
 */
export const useFilePicks = <TExtra extends object = object>(extraFor: (file: File) => TExtra) => {
  const nextId = useRef(1);
  const [picked, setPicked] = useState<TPickedFile<TExtra>[]>([]);
  const [skipped, setSkipped] = useState<string[]>([]);

  const update = (id: number, change: Partial<TPickedFile<TExtra>>) =>
    setPicked((all) => all.map((p) => (p.id === id ? { ...p, ...change } : p)));

  /** Adds what fits; names what was skipped and why. */
  const add = (files: File[]) => {
    const fitting = files.filter((file) => file.size > 0 && file.size <= MAX_UPLOAD_BYTES);
    const room = Math.max(0, MAX_FILES_PER_UPLOAD - picked.filter((p) => p.state !== 'sent').length);
    setSkipped([
      ...files.filter((file) => file.size > MAX_UPLOAD_BYTES).map((file) => UPLOAD_MESSAGES.tooLarge(file.name)),
      ...files.filter((file) => file.size === 0).map((file) => UPLOAD_MESSAGES.empty(file.name)),
      ...(fitting.length > room ? [UPLOAD_MESSAGES.tooManyFiles] : []),
    ]);
    setPicked((all) => [
      ...all,
      ...fitting.slice(0, room).map((file) => ({ ...extraFor(file), id: nextId.current++, file, state: 'ready' as const, progress: 0 })),
    ]);
  };

  const remove = (id: number) => setPicked((all) => all.filter((p) => p.id !== id));

  /**
   * Uploads every file not sent yet, one after another; answers the documents of every sent file (earlier
   * ones included) and how many failed this time.
   */
  const sendEach = async (
    upload: (item: TPickedFile<TExtra>, onProgress: (fraction: number) => void) => Promise<{ uuid: string }>,
  ): Promise<{ documentUuids: string[]; failed: number }> => {
    const documentUuids: string[] = [];
    let failed = 0;
    for (const item of picked) {
      if (item.state === 'sent') {
        if (item.documentUuid) documentUuids.push(item.documentUuid);
        continue;
      }
      update(item.id, { state: 'sending', progress: 0, error: undefined } as Partial<TPickedFile<TExtra>>);
      try {
        const document = await upload(item, (progress) => update(item.id, { progress } as Partial<TPickedFile<TExtra>>));
        documentUuids.push(document.uuid);
        update(item.id, { state: 'sent', progress: 1, documentUuid: document.uuid } as Partial<TPickedFile<TExtra>>);
      } catch (error) {
        failed += 1;
        update(item.id, {
          state: 'failed',
          error: isApiError(error) ? error.message : UNEXPECTED_ERROR_MESSAGE,
        } as Partial<TPickedFile<TExtra>>);
      }
    }
    return { documentUuids, failed };
  };

  return { picked, skipped, add, remove, update, sendEach, clearSkipped: () => setSkipped([]) };
};
