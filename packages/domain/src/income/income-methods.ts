/**
 * Income verification (issue 11 items 1-5): the ways an applicant can verify income, what each shares and how
 * long it takes, the sandbox link provider's words, and the business-day rule of employer verification.
 * The web (income/review) and the server (the review call) read them from here.
 */

import { formatWholeDollars } from '../format/us-english.ts';

/** Where a method is done: a link through the link provider (bank or payroll) or the paystub upload. */
export type TIncomeMethodKind = 'bank' | 'payroll' | 'upload';

export type TIncomeMethodText = {
  kind: TIncomeMethodKind;
  title: string;
  /** What the applicant shares, in plain words. */
  shares: string;
  /** How long it takes. */
  takes: string;
  /** The action's label. */
  action: string;
};

/**
 * Spec 02 "Income sources" as offered by incomeRequestRecords: PLAID_TRANSACTIONS is the bank link, EMPINFO and
 * the POINTSERV_ and TRUV_ variants the payroll link, MANUAL_PAYSTUB the upload. Unknown methods are not offered.
 */
export const INCOME_METHOD_TEXTS: Readonly<Record<TIncomeMethodKind, TIncomeMethodText>> = {
  bank: {
    kind: 'bank',
    title: 'Link your bank account',
    shares:
      'Read-only deposits and balances of the account you choose, for the last 12 months. Nobody can move money with this link, and we never see your bank password.',
    takes: 'About 2 minutes, verified at once.',
    action: 'Link bank account',
  },
  payroll: {
    kind: 'payroll',
    title: 'Link your payroll account',
    shares:
      'Your employer, pay rate and pay history from your payroll provider. We never see your payroll password.',
    takes: 'About 2 minutes, verified at once.',
    action: 'Link payroll account',
  },
  upload: {
    kind: 'upload',
    title: 'Upload your paystubs',
    shares: 'Your most recent paystubs as PDF or photos: your employer, pay period and earnings.',
    takes: 'About 5 minutes to upload, reviewed at once.',
    action: 'Upload paystubs',
  },
};

export const incomeMethodKindOf = (method: string): TIncomeMethodKind | null => {
  if (method === 'PLAID_TRANSACTIONS') return 'bank';
  if (method === 'EMPINFO' || method.startsWith('POINTSERV') || method.startsWith('TRUV')) return 'payroll';
  if (method === 'MANUAL_PAYSTUB') return 'upload';
  return null;
};

/** The kinds an offer set's incomeRequestRecords allow, once each, in the order first named. */
export const incomeMethodKindsOf = (records: readonly { methods: readonly string[] }[]): TIncomeMethodKind[] => {
  const kinds: TIncomeMethodKind[] = [];
  for (const record of records)
    for (const method of record.methods) {
      const kind = incomeMethodKindOf(method);
      if (kind && !kinds.includes(kind)) kinds.push(kind);
    }
  return kinds;
};

/** The source a link or upload records (spec 02 "Income sources"). */
export const INCOME_SOURCE_OF_KIND = { bank: 'PLAID_TRANSACTIONS', payroll: 'POINTSERV_PAYROLL', upload: 'MANUAL_PAYSTUB' } as const;
export const EMPLOYER_SOURCE = 'EMPINFO';

export const INCOME_SOURCE_LABELS: Readonly<Record<string, string>> = {
  PLAID_TRANSACTIONS: 'Bank account',
  POINTSERV_PAYROLL: 'Payroll account',
  MANUAL_PAYSTUB: 'Paystubs',
  EMPINFO: 'Employer verification',
};

/** Spec 02 "Verification" values as a source's state, with the words shown for each. */
export const INCOME_SOURCE_STATE_LABELS = {
  VERIFIED: 'Verified',
  PENDING_REVIEW: 'In review',
  FAILED_VERIFICATION: 'Could not be verified',
} as const;
export type TIncomeSourceState = keyof typeof INCOME_SOURCE_STATE_LABELS;

/** The sandbox link provider's own error for a wrong password (spec 04 section 9.3). */
export const LINK_PROVIDER_BAD_CREDENTIALS = 'The username or password you entered is incorrect.';

export const INCOME_MESSAGES = {
  linkFailed: 'We could not finish linking your account. Please try again.',
  linkExpired: 'This link has expired. Please start again from the income page.',
  paystubsRequired: (count: number) =>
    count === 1 ? 'Please add your most recent paystub.' : `Please add your ${count} most recent paystubs.`,
  paystubNotFound: (name: string) => `${name}: this file is not one of your uploaded paystubs.`,
  employerNameRequired: 'Please enter your employer’s name',
  contactNameRequired: 'Please enter the name of a contact at your employer',
  employerPhoneInvalid: 'Please enter a valid 10-digit phone number',
  fieldTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

export const EMPLOYER_FIELD_MAX = 100;

/** Weekends are not business days (holidays are not modelled). Same time of day, the next business day. */
export const addBusinessDays = (from: Date, days: number): Date => {
  const result = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    result.setUTCDate(result.getUTCDate() + 1);
    const weekday = result.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return result;
};

/** Verified income below the stated income re-prices the offers (REVISED_OFFER_SELECTION); equal or above keeps them. */
export const verifiedIncomeIsLower = (verifiedAnnualIncome: number, statedAnnualIncome: number): boolean =>
  verifiedAnnualIncome < statedAnnualIncome;

/** The reason shown with revised offers (the revision notice of product/select reads it from the audit trail). */
export const revisedOfferReason = (verifiedAnnualIncome: number, statedAnnualIncome: number): string =>
  `We verified your income at ${formatWholeDollars(verifiedAnnualIncome)} a year, lower than the ${formatWholeDollars(statedAnnualIncome)} you told us, so your offers were priced again on the verified income.`;
