import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { findDocumentRow, readDocumentBytes } from '../documents/index.ts';
import { findDeedDocument } from '../signing/index.ts';

/** The unsigned deed of the closing package: its document (documents module) and the owners' places' keys. */
export type TDeed = { documentUuid: string; name: string; bytes: Uint8Array; signerKeys: string[] };

/**
 * Where the unsigned deed comes from: the signing module generates it with the closing package (issue 12), with a
 * signature place for every owner and the notary acknowledgement place. A port so tests and other flows can give
 * another source; by default the package's DEED_OF_TRUST (never a signed copy).
 */
export type TDeedSource = { findDeed: (options: { db: Db; files: TFileStore; applicationUuid: string }) => Promise<TDeed | null> };

export const signingDeedSource: TDeedSource = {
  findDeed: async ({ db, files, applicationUuid }) => {
    const deed = await findDeedDocument({ db, applicationUuid });
    if (!deed) return null;
    const row = await findDocumentRow({ db, documentUuid: deed.documentUuid });
    if (!row) return null;
    return {
      documentUuid: deed.documentUuid,
      name: row.name,
      bytes: await readDocumentBytes({ files, document: row }),
      signerKeys: [...new Set(deed.places.map((place) => place.signerKey))],
    };
  },
};
