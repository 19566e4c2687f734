import { z } from 'zod';

/** Document types named in spec 02 section 3; the spec says the full list is longer and not shown. */
export const DOCUMENT_TYPES = [
  'ADDITIONAL_MORTGAGE_DISCLOSURES',
  'APPLICATION_SUMMARY',
  'BANK_STATEMENT',
  'CERTIFICATE_OF_TRUST',
  'CFPB_HELOC_BOOKLET',
  'DRIVERSLICENSEFRONT',
  'DRIVERSLICENSEBACK',
  'FLOODDISCLOSURE',
  'GLBA_NOTICE',
  'HAZARD_DISCLOSURE',
  'IDCARDFRONT',
  'PASSPORTFRONT',
  'PERMANENTRESIDENTFRONT',
  'PROOFOFFLOODINSURANCE',
  'PROOFOFHAZARDINSURANCE',
  'RIGHTNOTTOCLOSE',
  'STATEMENTOFLOAN',
  'TRUSTAGREEMENT',
  'USER_UPLOADED_PAYSTUB',
  'CANCELLATION_PROOF',
  'SUPPORT',
  // Not in spec 02's partial list: the HELOC early disclosures given with the submitted application.
  'HELOC_DISCLOSURES',
  // Condition-side kinds (below) that are documents of their own.
  'PROPERTY_DESCRIPTION_SOURCE',
  'BANK_LETTER',
  // Backs of the ID cards that have one (the spec lists only the driver's license back), and the payoff
  // statement a lender sends for a debt the line pays off.
  'IDCARDBACK',
  'PERMANENTRESIDENTBACK',
  'PAYOFF_STATEMENT',
  // The closing package (issue 12): agreement, final Regulation Z disclosure, right to cancel per owner, the deed
  // signed before the notary, and the notary disclosure.
  'HELOC_AGREEMENT',
  'HELOC_FINAL_DISCLOSURE',
  'RIGHT_TO_CANCEL',
  'DEED_OF_TRUST',
  'NOTARY_DISCLOSURE',
  // The notary step (issue 13): the session's recording, the notarized deed, and the scan of a wet-signed deed.
  'NOTARY_RECORDING',
  'NOTARIZED_DEED',
  'WET_SIGNED_DEED',
] as const;
export const ZDocumentType = z.enum(DOCUMENT_TYPES);
export type TDocumentType = z.infer<typeof ZDocumentType>;

/** Document kinds a condition can request (spec 02 section 3: "Condition-side document kinds"). */
export const CONDITION_DOCUMENT_KINDS = [
  'BANK_STATEMENT',
  'CERTIFICATE_OF_TRUST',
  'PROPERTY_DESCRIPTION_SOURCE',
  'USER_UPLOADED_PAYSTUB',
  'SUPPORT',
  'BANK_LETTER',
] as const;
export const ZConditionDocumentKind = z.enum(CONDITION_DOCUMENT_KINDS);
export type TConditionDocumentKind = z.infer<typeof ZConditionDocumentKind>;

/** Identity documents accepted at ID upload, with the labels the picker shows. */
export const ID_TYPES = ['DRIVERS_LICENSE', 'PASSPORT', 'STATE_ID_CARD', 'PERMANENT_RESIDENT_CARD'] as const;
export const ZIdType = z.enum(ID_TYPES);
export type TIdType = z.infer<typeof ZIdType>;
export const ID_TYPE_LABELS: Record<TIdType, string> = {
  DRIVERS_LICENSE: "US Driver's License",
  PASSPORT: 'US Passport',
  STATE_ID_CARD: 'US State ID Card',
  PERMANENT_RESIDENT_CARD: 'US Permanent Resident Card',
};

/** Condition categories (task types); the notification list shows only these. */
export const CONDITION_CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'ID_VERIFICATION_FAILURE',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'MISSING_PHONE_NUMBER',
  'PROPERTY_LEGAL_DESCRIPTION',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
  'REVIEW_TRUST_REQUIREMENTS',
  'ESCALATION_REVIEW',
] as const;
export const ZConditionCategory = z.enum(CONDITION_CATEGORIES);
export type TConditionCategory = z.infer<typeof ZConditionCategory>;
