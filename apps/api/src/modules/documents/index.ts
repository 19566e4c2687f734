// The documents module (spec 04 section 9.1, decision 018): every document of an application, its bytes in the
// file store. Other modules store generated documents and read them through these exports, never the table.
export { documentsRoutes } from './routes.ts';
export { storeGeneratedDocument, removeGeneratedDocuments, type TStoreGeneratedDocumentOptions } from './store-generated-document.ts';
export { listDocuments, listApplicantDocuments, listDocumentsAddedBy, findLatestDocumentOfType, countConditionDocuments, findDocumentRow } from './find-documents.ts';
export { receiveUploads } from './receive-uploads.ts';
export { provideUploadConditionCheck, type TUploadConditionCheck } from './upload-conditions.ts';
export { provideClosingConsentCheck, type TClosingConsentCheck } from './closing-consent.ts';
export { readDocumentBytes } from './read-document-bytes.ts';
// Chat attachments (decision 029) are read and served the way documents are.
export { createUploadInspector } from './inspect-upload.ts';
export { contentDispositionOf, openDocument } from './open-document.ts';
