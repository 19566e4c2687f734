import { z } from 'zod';

export const DECISIONS = [
  'APPROVED',
  'ASSET_DEPLETION',
  'DECLINE',
  'ERROR',
  'FINAL',
  'INELIGIBLE',
  'INITIAL',
  'REVIEW',
  'SELECT',
  'UNKNOWN',
] as const;
export const ZDecision = z.enum(DECISIONS);
export type TDecision = z.infer<typeof ZDecision>;

export const SUB_DECISIONS = [
  'BPO_PENDING',
  'CREDIT_FROZEN',
  'FINAL_OFFER',
  'UNVERIFIED_DTI_LIMITED',
  'UNVERIFIED_OFFER',
  'UNVERIFIED_ONBOARDING_COMPLETE',
  'VERIFIED_DTI_LIMITED',
  'VERIFIED_INCOME_MATCHED_OFFER',
  'VERIFIED_OFFER',
  'VERIFIED_RESERVE_LIMITED',
  'UNKNOWN_SUBDECISION',
] as const;
export const ZSubDecision = z.enum(SUB_DECISIONS);
export type TSubDecision = z.infer<typeof ZSubDecision>;

export const VERIFICATION_STATUSES = ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW'] as const;
export const ZVerificationStatus = z.enum(VERIFICATION_STATUSES);
export type TVerificationStatus = z.infer<typeof ZVerificationStatus>;

/** Progress of a task (spec 02 "Progress"), not the shell's progress steps. */
export const PROGRESS_STATUSES = ['INITIAL', 'IN_PROGRESS', 'COMPLETE'] as const;
export const ZProgressStatus = z.enum(PROGRESS_STATUSES);
export type TProgressStatus = z.infer<typeof ZProgressStatus>;

/** Income sources named in the spec. */
export const INCOME_SOURCES = [
  'EMPINFO',
  'MANUAL_PAYSTUB',
  'PLAID_TRANSACTIONS',
  'OTHER',
  'UNKNOWN',
] as const;
/**
 * The spec lists POINTSERV_* and TRUV_* "variants" without naming them, so those two families are
 * accepted by prefix rather than guessed one by one.
 */
const INCOME_SOURCE_FAMILY = /^(POINTSERV|TRUV)_[A-Z0-9_]+$/;
export const ZIncomeSource = z.union([
  z.enum(INCOME_SOURCES),
  z.string().regex(INCOME_SOURCE_FAMILY) as z.ZodType<`POINTSERV_${string}` | `TRUV_${string}`>,
]);
export type TIncomeSource = z.infer<typeof ZIncomeSource>;
