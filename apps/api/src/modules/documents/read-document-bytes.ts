import type { TFileStore } from '../../platform/file-store/file-store.ts';
import type { TDocumentRow } from './tables.ts';

/** A whole document in memory: for the server's own generated PDFs (small), never for uploads on their way out. */
export const readDocumentBytes = async (options: { files: TFileStore; document: Pick<TDocumentRow, 'storageKey'> }): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  for await (const chunk of await options.files.get(options.document.storageKey)) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
};
