import { isWaitingStatus } from './polling.ts';

/**
 * What an applicant reads for a status (dashboard, agent lists show the raw code beside it). The wire
 * enumeration is for machines; these say what is happening or what the applicant does next.
 */
const LABELS: Readonly<Record<string, string>> = {
  OFFER_SELECTION: 'Choose your offer',
  REVISED_OFFER_SELECTION: 'Review your revised offer',
  ASSETS_PREQUAL: 'Tell us about your assets',
  CLTV_LIEN_POSITION_REQUALIFY: 'Review your updated offer',
  COLLECT_ADDITIONAL_INFO: 'Tell us a bit more',
  HMDA: 'Tell us a bit more',
  APP_SUBMISSION: 'Review and submit your application',
  GEN_SUMMARY_DISCLOSURE: 'Review and submit your application',
  INCOME_VERIFICATION: 'Verify your income',
  EMPLOYMENT_VERIFICATION: 'Verify your employment',
  IDENTITY_VERIFICATION: 'Verify your identity',
  LIEN_VERIFICATION: 'Confirm your liens',
  LIEN_VERIFICATION_INQUIRY: 'Confirm your liens',
  CREDIT_NO_MATCH: 'Confirm your social security number',
  SOFT_CREDIT_LOCKED_OR_FROZEN: 'Unfreeze your credit',
  HARD_CREDIT_LOCKED_OR_FROZEN: 'Unfreeze your credit',
  NO_AVM_FOUND: 'Estimate your home value',
  FINAL_OFFER: 'Sign your documents',
  NOTE_SIGNING: 'Sign your documents',
  CO_DEED_REQ: 'Waiting for additional signers',
  DEED_SIGNING: 'Meet your notary',
  GEN_NOTARY_DISCLOSURE: 'Meet your notary',
  MANUAL_DEED_SIGNING: 'Schedule your notary',
  DISBURSEMENT_ACCOUNT: 'Add your bank account',
  AUTOPAY_ACCOUNT: 'Set up autopay',
  VERIFIED_AUTOPAY_ACCOUNT: 'Set up autopay',
  RESCISSION: 'Right to cancel period',
  RECORDING: 'Recording',
  FUNDABLE: 'Preparing your funds',
  FUNDING_DECISION: 'Preparing your funds',
  COMPLETE: 'Funded',
  CANCELLED: 'Cancelled',
  DECLINED: 'Not approved',
};

export const applicationStatusLabel = (status: string): string =>
  LABELS[status] ?? (isWaitingStatus(status) ? "We're reviewing your application" : 'In review');
