import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { findApplicationByUuid } from '../application/index.ts';
import { storeGeneratedDocument } from '../documents/index.ts';
import { isGeneratedDocumentType } from './application-documents.ts';
import { applicationDocuments } from './tables.ts';

const BATCH = 20;

/**
 * Moves generated PDFs kept as base64 rows (before decision 018) into the documents module's file store, then
 * deletes each row. Runs at start until the table is empty; a crash resumes where it stopped, and two servers
 * moving the same row end with one document (storing a generated document replaces the previous one).
 */
export const moveLegacyApplicationDocuments = async (options: { db: Db; files: TFileStore }): Promise<number> => {
  const { db, files } = options;
  let moved = 0;
  for (;;) {
    const rows = await db.select().from(applicationDocuments).limit(BATCH);
    if (rows.length === 0) return moved;
    for (const row of rows) {
      const application = await findApplicationByUuid({ db, uuid: row.applicationUuid });
      if (application && isGeneratedDocumentType(row.documentType))
        await storeGeneratedDocument({
          db,
          files,
          application,
          type: row.documentType,
          name: `${row.documentType.toLowerCase().replaceAll('_', '-')}.pdf`,
          bytes: Buffer.from(row.contentBase64, 'base64'),
          createdAt: row.createdAt,
        });
      await db.delete(applicationDocuments).where(eq(applicationDocuments.uuid, row.uuid));
      moved += 1;
    }
  }
};
