import { z } from 'zod/mini';

/**
 * Every application status (the spec's "application step enumeration") named anywhere in the spec:
 * spec 02 section 3, the routing table and polling lists of spec 01 section 4, and the lifecycle of
 * spec 04 section 3. Statuses the spec only describes ("NAV BPO estimate", "final title", WAITING_FOR_*)
 * are named here; docs/decisions/009-application-lifecycle.md explains each name.
 * The status is carried on the wire as `status.checklistStatus`.
 */
export const APPLICATION_STATUSES = [
  // Pre-qualification: soft credit pull, property lookup, valuation, offers (spec 04 section 3).
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'IN_PROGRESS',
  'PREQUAL_TITLE',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'CREDIT_ERROR',
  'CREDIT_MINOR',
  'FACTA_REVIEW',
  'DECLINED',
  'DELINQUENCY_REVIEW',
  'NO_PROPERTY_FOUND',
  'MULTIPLE_PROPERTIES',
  'ASSETS_PREQUAL',
  // No automated valuation: the broker-price-opinion (NAV_BPO) or residential-evaluation (NAV_RESI_EVAL) path.
  'NO_AVM_FOUND',
  'NAV_BPO_ESTIMATE',
  'NAV_RESI_EVAL_ESTIMATE',
  'NAV_BPO_ORDER_REQUEST',
  'NAV_RESI_EVAL_ORDER_REQUEST',
  'NAV_BPO_PROCESSING',
  'NAV_RESI_EVAL_PROCESSING',
  // Offers and application.
  'OFFER_SELECTION',
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
  'GEN_SUMMARY_DISCLOSURE',
  'APP_SUBMISSION',
  'GEN_APP_DISCLOSURES',
  // Verification.
  'INCOME_VERIFICATION',
  'WAITING_FOR_INCOME_VERIFICATION',
  'EMPLOYMENT_VERIFICATION',
  'REVISED_OFFER_SELECTION',
  'IDENTITY_VERIFICATION',
  'WAITING_FOR_IDENTITY_VERIFICATION',
  'LIEN_VERIFICATION',
  'LIEN_VERIFICATION_INQUIRY',
  'CLTV_LIEN_POSITION_REQUALIFY',
  'TRUST_AND_INSURANCE',
  'ORDER_FULL_TITLE',
  'FINAL_TITLE_PROCESSING',
  'FINAL_TITLE_REVIEW',
  // Appraisal holds.
  'ONSITE_APPRAISAL_REQUEST',
  'ONSITE_APPRAISAL_BORROWER_PAYMENT',
  'ONSITE_APPRAISAL_PENDING',
  'HOLD_FOR_APPRAISAL_REVIEW',
  'APPRAISAL_REVIEW_COMPLETE',
  // Hard credit and final offer.
  'HARD_CREDIT_PULL',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'WAITING_FOR_CREDIT_REPULL',
  'FINAL_OFFER',
  'GEN_CLOSING_DISCLOSURE',
  // Signing and notary.
  'GEN_NOTE_SIGNING',
  'NOTE_SIGNING',
  'CO_DEED_REQ',
  'GEN_NOTARY_DISCLOSURE',
  'ATTORNEY_REVIEW',
  'NOTARY_WAITING_PERIOD',
  'DEED_SIGNING',
  'MANUAL_DEED_SIGNING',
  // Bank accounts.
  'DISBURSEMENT_ACCOUNT',
  'AUTOPAY_ACCOUNT',
  'WAITING_FOR_AUTOPAY_VERIFICATION',
  'VERIFIED_AUTOPAY_ACCOUNT',
  // Closing and funding.
  'GEN_RESCISSION',
  'RESCISSION',
  'RECORDING',
  'REQUEST_STEWART_PAYOFFS',
  'PAYOFF_REQUEST_PENDING',
  'FUNDABLE',
  'DIRECT_DEBT_PAYOFF',
  'FUNDING_DECISION',
  // Ends.
  'COMPLETE',
  'CANCELLED',
  // Client-side only: the web app sets it when polling a waiting status gives up (spec 01 section 4).
  'UNKNOWN',
] as const;

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;

const KNOWN_STATUSES: ReadonlySet<string> = new Set(APPLICATION_STATUSES);

export const isApplicationStatus = (value: unknown): value is TApplicationStatus =>
  typeof value === 'string' && KNOWN_STATUSES.has(value);
