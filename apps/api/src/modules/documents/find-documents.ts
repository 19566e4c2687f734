import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { TDocument } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { hasClosingConsent, isConsentGatedType } from './closing-consent.ts';
import { documents, type TDocumentRow } from './tables.ts';
import { toWireDocument } from './to-wire-document.ts';

/** An application's documents, newest first. The caller has checked that the application is the reader's. */
export const listDocuments = async (options: { db: Db; applicationUuid: string }): Promise<TDocument[]> =>
  (
    await options.db
      .select()
      .from(documents)
      .where(eq(documents.applicationUuid, options.applicationUuid))
      .orderBy(desc(documents.createdAt), desc(documents.uuid))
  ).map(toWireDocument);

/**
 * What the primary applicant sees: every document but those an additional signer added (their ID images are
 * theirs: decision 035), and the closing documents only while the E-SIGN consent is current (decision 079).
 */
export const listApplicantDocuments = async (options: { db: Db; applicationUuid: string }): Promise<TDocument[]> => {
  const rows = await options.db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationUuid, options.applicationUuid), ne(documents.addedByKind, 'SIGNER')))
    .orderBy(desc(documents.createdAt), desc(documents.uuid));
  const gated = rows.some((row) => isConsentGatedType(row.type));
  const shown = gated && !(await hasClosingConsent(options)) ? rows.filter((row) => !isConsentGatedType(row.type)) : rows;
  return shown.map(toWireDocument);
};

/** The documents one identity added to an application (an additional signer's own uploads). */
export const listDocumentsAddedBy = async (options: { db: Db; applicationUuid: string; identityUuid: string }): Promise<TDocument[]> =>
  (
    await options.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicationUuid, options.applicationUuid), eq(documents.addedByIdentityUuid, options.identityUuid)))
      .orderBy(desc(documents.createdAt), desc(documents.uuid))
  ).map(toWireDocument);

export const findDocumentRow = async (options: { db: Db; documentUuid: string }): Promise<TDocumentRow | undefined> =>
  (await options.db.select().from(documents).where(eq(documents.uuid, options.documentUuid)))[0];

/** The newest document of a type (a generated document's latest version), if any. */
export const findLatestDocumentOfType = async (options: { db: Db; applicationUuid: string; type: string }): Promise<TDocumentRow | undefined> =>
  (
    await options.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicationUuid, options.applicationUuid), eq(documents.type, options.type)))
      .orderBy(desc(documents.createdAt))
      .limit(1)
  )[0];

/** How many documents were uploaded for a condition of the application (an upload condition's answer needs one). */
export const countConditionDocuments = async (options: { db: Db; applicationUuid: string; conditionUuid: string }): Promise<number> =>
  (
    await options.db
      .select({ n: count() })
      .from(documents)
      .where(and(eq(documents.applicationUuid, options.applicationUuid), eq(documents.conditionUuid, options.conditionUuid)))
  )[0]?.n ?? 0;
