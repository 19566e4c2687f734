import type { Readable } from 'node:stream';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import type { TDocumentRow } from './tables.ts';

// Quotes, backslashes and anything outside printable ASCII cannot stand in the plain filename parameter.
const asciiFallback = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/** RFC 6266: a plain name for old readers, the exact UTF-8 name for the rest. */
export const contentDispositionOf = (name: string): string =>
  `inline; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A document's bytes, streamed from the store, with the headers a download needs. */
export const openDocument = async (options: { files: TFileStore; row: TDocumentRow }): Promise<{ headers: Record<string, string>; body: Readable }> => {
  const { files, row } = options;
  return {
    body: await files.get(row.storageKey),
    headers: {
      'content-type': row.contentType,
      'content-length': String(row.sizeBytes),
      'content-disposition': contentDispositionOf(row.name),
      // Personal papers: never kept by a shared cache or the browser's.
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  };
};
