import { z } from 'zod';
import { isValidRoutingNumber } from './routing-number.ts';

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type TBankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const BANK_ACCOUNT_TYPE_LABELS: Record<TBankAccountType, string> = { checking: 'Checking', savings: 'Savings' };

export const ACCOUNT_NUMBER_MIN_DIGITS = 4;
export const ACCOUNT_NUMBER_MAX_DIGITS = 17;
export const ACCOUNT_OWNER_NAME_MAX = 100;

/** Texts of the bank screens. The routing-number text is spec 04 section 9.3's; the spec is silent on the rest. */
export const BANK_MESSAGES = {
  routingNumberInvalid: 'Please enter a valid routing number',
  accountNumberRequired: 'Please enter your account number',
  accountNumberInvalid: `Account numbers are ${ACCOUNT_NUMBER_MIN_DIGITS} to ${ACCOUNT_NUMBER_MAX_DIGITS} digits`,
  accountNumbersDontMatch: "Account numbers don't match",
  accountTypeRequired: 'Please choose checking or savings',
  ownerNameRequired: "Please enter the account owner's name",
  ownerNameTooLong: `The owner's name must be at most ${ACCOUNT_OWNER_NAME_MAX} characters`,
  paymentMethodRequired: 'Please choose how you want to make your payments',
  accountRequired: 'Please choose an account',
  accountNotFound: 'This account is not one of the accounts linked to your application.',
  stepClosed: 'This step is not open for your application now. Please reload the page.',
  linkFailed: 'We could not finish linking your account. Please try again.',
  linkExpired: 'This link has expired. Please link your account again.',
  unknownBank: "We couldn't find this bank's name. Please check the routing number before you continue.",
} as const;

/** Spec 02: an account mask or number is shown as its last 4 digits. */
export const accountLast4 = (accountNumber: string): string => accountNumber.replace(/\D/g, '').slice(-4);

/** How a masked account reads on every page: "Checking ending in 6789". */
export const maskedAccountLabel = (account: { accountType: string; mask: string }): string =>
  `${BANK_ACCOUNT_TYPE_LABELS[account.accountType as TBankAccountType] ?? 'Account'} ending in ${account.mask}`;

/**
 * The sandbox's fraud trigger (spec 04 section 9.3): an account number ending 0000 opens a
 * BANK_ACCOUNT_FRAUD_REVIEW condition asking for a bank statement.
 */
export const isSandboxFraudReviewAccount = (accountNumber: string): boolean => accountNumber.endsWith('0000');

export const ZRoutingNumber = z
  .string()
  .trim()
  .max(9, BANK_MESSAGES.routingNumberInvalid)
  .refine(isValidRoutingNumber, BANK_MESSAGES.routingNumberInvalid);

export const ZAccountNumber = z
  .string()
  .trim()
  .min(1, BANK_MESSAGES.accountNumberRequired)
  .max(ACCOUNT_NUMBER_MAX_DIGITS, BANK_MESSAGES.accountNumberInvalid)
  .regex(new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_DIGITS},${ACCOUNT_NUMBER_MAX_DIGITS}}$`), BANK_MESSAGES.accountNumberInvalid);

/** A hand-entered account: the same rules in the browser and on the server. */
export const ZManualBankAccount = z
  .object({
    routingNumber: ZRoutingNumber,
    accountNumber: ZAccountNumber,
    confirmAccountNumber: z.string().trim().max(ACCOUNT_NUMBER_MAX_DIGITS, BANK_MESSAGES.accountNumbersDontMatch),
    accountType: z.enum(BANK_ACCOUNT_TYPES, { error: BANK_MESSAGES.accountTypeRequired }),
    ownerName: z.string().trim().min(1, BANK_MESSAGES.ownerNameRequired).max(ACCOUNT_OWNER_NAME_MAX, BANK_MESSAGES.ownerNameTooLong),
  })
  .refine((value) => value.accountNumber === value.confirmAccountNumber, {
    message: BANK_MESSAGES.accountNumbersDontMatch,
    path: ['confirmAccountNumber'],
  });
export type TManualBankAccount = z.infer<typeof ZManualBankAccount>;
