import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { idVerifications } from './tables.ts';

/** The latest identity check of an application's ID (for the notary's identity proofing), or null. */
export const findLatestIdVerification = async (options: { db: Db; applicationUuid: string }) => {
  const [row] = await options.db
    .select()
    .from(idVerifications)
    .where(eq(idVerifications.applicationUuid, options.applicationUuid))
    .orderBy(desc(idVerifications.createdAt))
    .limit(1);
  return row
    ? { idType: row.idType, result: row.result, frontDocumentUuid: row.frontDocumentUuid, backDocumentUuid: row.backDocumentUuid, checkedAt: row.createdAt }
    : null;
};
