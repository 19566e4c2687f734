/** Where a document's bytes live in the file store: one folder per application, one object per document. */
export const storageKeyOf = (applicationUuid: string, documentUuid: string): string => `applications/${applicationUuid}/${documentUuid}`;
