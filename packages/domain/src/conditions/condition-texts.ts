import type { TConditionCategory } from '../enums/documents.ts';
import { countWord } from '../format/us-english.ts';

/**
 * The words a borrower sees for a condition (spec 02 section 9, spec 03 section 8), in one table used by
 * the notification panel, the conditions page and the outbox email, so the three never disagree.
 * Where the spec says "wording not shown" the text here is ours (decision 025).
 */

/** The condition fields the texts depend on (spec 02 "Condition"). */
export type TConditionTextInput = {
  categoryEnum: TConditionCategory;
  requestDocuments: readonly string[];
  notes: string | null;
  commentsToBorrower: string | null;
  xtraData: { numDocsRequired?: number; accountLast4?: unknown; [key: string]: unknown };
};

/** Where the condition's button leads: the upload page, the phone page or the identity page. */
export type TConditionAction = 'upload-document' | 'phone-number' | 'identity';

export type TConditionText = {
  /** A short name for the request: the notification title and the conditions page heading of the item. */
  title: string;
  description: string;
  buttonLabel: string;
  action: TConditionAction;
};

export const BANK_STATEMENT_TEXT = 'We are missing your bank statement. Please click below to upload.';
export const ID_VERIFICATION_TEXT = 'We are having issues verifying your identity. Please click below to try again.';
export const MISSING_PHONE_TEXT = 'We are missing your phone number. Please click below to enter.';
export const GENERIC_REQUEST_TEXT = 'Please provide the requested documentation to help us proceed with your application.';
export const UPLOAD_DOCUMENTS_LABEL = 'Upload Documents';
/** An upload condition is sent for review only with at least one document uploaded for it. */
export const CONDITION_UPLOAD_NEEDED = 'Please upload at least one document before sending.';

/** Spec 03 section 9: three by default in the wording (decision 025 on the spec's inconsistent default). */
export const DEFAULT_PAYSTUB_COUNT = 3;

const bankAccountText = (last4: string) => `Based on the account connected ending with ${last4}, we weren't able to verify ownership.`;

/** "Please upload your three most recent paystubs.", singular for one (spec 02 section 9). */
export const paystubText = (count: number | undefined): string => {
  const n = count !== undefined && Number.isInteger(count) && count >= 1 ? count : DEFAULT_PAYSTUB_COUNT;
  if (n === 1) return 'Please upload your most recent paystub.';
  return `Please upload your ${countWord(n)} most recent paystubs.`;
};

/** The last four digits the bank condition names, when the agent recorded them; anything else is ignored. */
const accountLast4Of = (xtraData: TConditionTextInput['xtraData']): string | null => {
  const value = xtraData.accountLast4;
  if (typeof value !== 'string') return null;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
};

const HARD_CREDIT_FALLBACK =
  'We found a recent hard credit inquiry from another lender. Please upload proof that the other application was cancelled.';

type TRow = {
  title: string;
  action: TConditionAction;
  description: (input: TConditionTextInput) => string;
  /** The button for one requested document (or none); several requested documents use `severalLabel`. */
  buttonLabel: (input: TConditionTextInput) => string;
  severalLabel?: string;
};

const fixed = (text: string) => () => text;

/** One row per category of spec 02 "Condition categories / task types". */
export const CONDITION_TEXTS: Readonly<Record<TConditionCategory, TRow>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: {
    title: 'Bank statement needed',
    action: 'upload-document',
    description: (input) => {
      const last4 = accountLast4Of(input.xtraData);
      return last4 ? bankAccountText(last4) : BANK_STATEMENT_TEXT;
    },
    buttonLabel: (input) =>
      input.requestDocuments.length === 1 && input.requestDocuments[0] === 'BANK_LETTER' ? 'Upload Bank Letter' : 'Upload Bank Statement',
    severalLabel: 'Upload Bank Verification Documentation',
  },
  ID_VERIFICATION_FAILURE: {
    title: 'Identity verification',
    action: 'identity',
    description: fixed(ID_VERIFICATION_TEXT),
    buttonLabel: fixed('Verify ID'),
  },
  MISSING_PHONE_NUMBER: {
    title: 'Phone number needed',
    action: 'phone-number',
    description: fixed(MISSING_PHONE_TEXT),
    buttonLabel: fixed('Enter Phone Number'),
  },
  REVIEW_TRUST_REQUIREMENTS: {
    title: 'Certificate of trust needed',
    action: 'upload-document',
    description: fixed('Your property is held in a trust. Please upload the certificate of trust.'),
    buttonLabel: fixed('Upload Certificate of Trust'),
  },
  PROPERTY_LEGAL_DESCRIPTION: {
    title: 'Property legal description needed',
    action: 'upload-document',
    description: fixed(
      "We need your property's legal description. Please upload your latest mortgage statement, deed of trust or deed.",
    ),
    buttonLabel: fixed('Upload Document'),
  },
  IDENTITY_DOCUMENT_FRAUD_REVIEW: {
    title: 'ID document needed',
    action: 'upload-document',
    description: fixed(
      'Please upload an image of your ID. The name on it must match the name on your application and on the property title.',
    ),
    buttonLabel: fixed('Upload ID'),
  },
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: {
    title: 'Proof of ownership needed',
    action: 'upload-document',
    description: fixed('We need to confirm that you own the property. Please upload your deed or your name-change documents.'),
    buttonLabel: fixed('Upload Document'),
  },
  FALSE_OWNERSHIP_TYPE_REVIEW: {
    title: 'Deed needed',
    action: 'upload-document',
    description: fixed('We need to confirm how the property is owned. Please upload your most recent deed.'),
    buttonLabel: fixed('Upload Deed'),
  },
  HELOC_MANUAL_PAYSTUB_UPLOAD: {
    title: 'Paystubs needed',
    action: 'upload-document',
    description: (input) => paystubText(input.xtraData.numDocsRequired),
    buttonLabel: (input) => (input.xtraData.numDocsRequired === 1 ? 'Upload Paystub' : 'Upload Paystubs'),
  },
  HARD_CREDIT_INQUIRY_REVIEW: {
    title: 'Hard credit inquiry',
    action: 'upload-document',
    // Spec 02 section 9: the description is taken from the agent's notes.
    description: (input) => input.notes?.trim() || HARD_CREDIT_FALLBACK,
    buttonLabel: fixed('Upload Proof of Cancellation'),
  },
  GENERIC_DOCUMENT_REQUEST: {
    title: 'Documents needed',
    action: 'upload-document',
    description: fixed(GENERIC_REQUEST_TEXT),
    buttonLabel: fixed('Upload Document'),
  },
  ESCALATION_REVIEW: {
    title: 'Documents needed',
    action: 'upload-document',
    description: fixed(GENERIC_REQUEST_TEXT),
    buttonLabel: fixed('Upload Document'),
  },
};

/**
 * The title, description, button and destination of one condition. A comment to the borrower overrides
 * the description; several requested documents make an upload's button "Upload Documents" (the bank
 * statement row has its own wording for that).
 */
export const describeCondition = (input: TConditionTextInput): TConditionText => {
  const row = CONDITION_TEXTS[input.categoryEnum];
  const comment = input.commentsToBorrower?.trim();
  const several = row.action === 'upload-document' && input.requestDocuments.length > 1;
  return {
    title: row.title,
    description: comment ? comment : row.description(input),
    buttonLabel: several ? (row.severalLabel ?? UPLOAD_DOCUMENTS_LABEL) : row.buttonLabel(input),
    action: row.action,
  };
};
