import type { TConditionCategory } from '../enums/documents.ts';
import { UPLOADABLE_DOCUMENT_TYPES, type TUploadableDocumentType } from '../documents/upload-rules.ts';
import { CONDITION_TEXTS, type TConditionAction } from './condition-texts.ts';

/** The product's base path (spec 01 section 2). */
const BASE = '/account/heloc';

/** The conditionType query value of each destination (spec 02 section 2; the values are ours, decision 025). */
export const CONDITION_TYPES: Readonly<Record<TConditionAction, string>> = {
  'upload-document': 'DOCUMENT_UPLOAD',
  'phone-number': 'PHONE_NUMBER',
  identity: 'IDENTITY_VERIFICATION',
};

/**
 * Where a condition's button leads, with the query values conditionUuid, conditionType and conditionEnum
 * (spec 02 section 2). An additional signer's conditions live under heloc-signer.
 */
export const conditionLink = (options: {
  applicationUuid: string;
  condition: { uuid: string; categoryEnum: TConditionCategory };
  forSigner?: boolean;
}): string => {
  const action = CONDITION_TEXTS[options.condition.categoryEnum].action;
  const query = Object.entries({
    conditionUuid: options.condition.uuid,
    conditionType: CONDITION_TYPES[action],
    conditionEnum: options.condition.categoryEnum,
  })
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  const path = options.forSigner
    ? `${BASE}/heloc-signer/conditions/${action}`
    : action === 'identity'
      ? `${BASE}/${options.applicationUuid}/identity`
      : `${BASE}/${options.applicationUuid}/conditions/${action}`;
  return `${path}?${query}`;
};

/** The document type an upload for a category is stored under when the agent named none (spec 02 section 3). */
const DEFAULT_UPLOAD_TYPE: Readonly<Record<TConditionCategory, TUploadableDocumentType>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: 'BANK_STATEMENT',
  REVIEW_TRUST_REQUIREMENTS: 'CERTIFICATE_OF_TRUST',
  PROPERTY_LEGAL_DESCRIPTION: 'PROPERTY_DESCRIPTION_SOURCE',
  HELOC_MANUAL_PAYSTUB_UPLOAD: 'USER_UPLOADED_PAYSTUB',
  HARD_CREDIT_INQUIRY_REVIEW: 'CANCELLATION_PROOF',
  IDENTITY_DOCUMENT_FRAUD_REVIEW: 'SUPPORT',
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: 'SUPPORT',
  FALSE_OWNERSHIP_TYPE_REVIEW: 'SUPPORT',
  GENERIC_DOCUMENT_REQUEST: 'SUPPORT',
  ESCALATION_REVIEW: 'SUPPORT',
  ID_VERIFICATION_FAILURE: 'SUPPORT',
  MISSING_PHONE_NUMBER: 'SUPPORT',
};

const isUploadable = (kind: string): kind is TUploadableDocumentType => (UPLOADABLE_DOCUMENT_TYPES as readonly string[]).includes(kind);

/**
 * The document types the upload page offers for a condition: those the agent requested that a person may
 * upload; a requested kind the documents module does not know (an HOA letter) is sent as a supporting
 * document; nothing requested means the category's default.
 */
export const conditionUploadTypes = (condition: { categoryEnum: TConditionCategory; requestDocuments: readonly string[] }): TUploadableDocumentType[] =>
  condition.requestDocuments.length > 0
    ? [...new Set(condition.requestDocuments.map((kind) => (isUploadable(kind) ? kind : 'SUPPORT')))]
    : [DEFAULT_UPLOAD_TYPE[condition.categoryEnum]];

/** Readable names of the requested document kinds, for the upload page's type picker. */
export const DOCUMENT_KIND_LABELS: Readonly<Record<string, string>> = {
  BANK_STATEMENT: 'Bank statement',
  BANK_LETTER: 'Bank letter',
  CERTIFICATE_OF_TRUST: 'Certificate of trust',
  PROPERTY_DESCRIPTION_SOURCE: 'Mortgage statement, deed of trust or deed',
  USER_UPLOADED_PAYSTUB: 'Paystub',
  CANCELLATION_PROOF: 'Proof of cancellation',
  SUPPORT: 'Supporting document',
  TRUSTAGREEMENT: 'Trust agreement',
};

export const documentKindLabel = (kind: string): string =>
  DOCUMENT_KIND_LABELS[kind] ?? kind.toLowerCase().replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
