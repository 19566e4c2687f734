import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, BANK_MESSAGES, PAYMENT_METHODS, ZManualBankAccount } from '@lintel/domain';
import { defineCall } from './define-call.ts';

/**
 * Calls of the bank screens (issue 14 items 1-4): the accounts an application may use (linked through the link
 * provider, or entered by hand), the disbursement account and its confirmation, the payment method and the
 * autopay account. A full account number is accepted, never answered: every answer carries the last 4 digits.
 */
const ZBankParams = z.object({ uuid: z.string().max(64) });
const BANK = '/service-bank/api/v1/applications/{uuid}/bank';

/** Where the link provider's window sends the browser back when a bank account is linked on bank/disburse. */
export const bankLinkReturnPath = (uuid: string) => `/account/heloc/${uuid}/bank/disburse`;

export const ZBankAccountSummary = z.object({
  uuid: z.uuid(),
  source: z.enum(['LINKED', 'MANUAL']),
  institutionName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountType: z.string(),
  /** The last four digits: all that is ever shown of the number. */
  mask: z.string().length(4),
  routingNumber: z.string(),
  /** From the routing-number directory; null when the directory does not list the number. */
  bankName: z.string().nullable(),
  ownerName: z.string().nullable(),
});
export type TBankAccountSummary = z.infer<typeof ZBankAccountSummary>;

export const ZAutopayDiscountView = z.object({
  rate: z.number(),
  rateWithDiscount: z.number(),
  ratePoints: z.number(),
  monthlyPayment: z.number(),
  monthlyPaymentWithDiscount: z.number(),
  monthlySaving: z.number(),
});
export type TAutopayDiscountView = z.infer<typeof ZAutopayDiscountView>;

export const ZBankState = z.object({
  applicationStatus: z.string(),
  /** Accounts the applicant may choose: linked ones (also those linked for income) and hand-entered ones. */
  accounts: z.array(ZBankAccountSummary),
  disbursementAccountUuid: z.uuid().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  autopayAccountUuid: z.uuid().nullable(),
  autopayDiscount: ZAutopayDiscountView.nullable(),
  /** The applicant's name, the default owner of a hand-entered account. */
  applicantName: z.string(),
});
export type TBankState = z.infer<typeof ZBankState>;

export const ZBankActionResponse = z.object({ uuid: z.uuid(), applicationStatus: z.string() });
export type TBankActionResponse = z.infer<typeof ZBankActionResponse>;

export const ZRoutingLookup = z.object({ routingNumber: z.string(), valid: z.boolean(), bankName: z.string().nullable() });

export const ZStartBankLinkResponse = z.object({ hostedUrl: z.string() });
export const ZCompleteBankLinkRequest = z.object({ publicToken: z.string().min(1).max(2000), state: z.string().min(1).max(200) });

/** Choose the disbursement account: one of the application's accounts, or one entered by hand. */
export const ZChooseDisbursementRequest = z.union([
  z.object({ accountUuid: z.uuid({ error: BANK_MESSAGES.accountRequired }) }).strict(),
  z.object({ manual: ZManualBankAccount }).strict(),
]);
export type TChooseDisbursementRequest = z.infer<typeof ZChooseDisbursementRequest>;

export const ZAutopayRequest = z.union([
  z.object({ paymentMethod: z.literal('MANUAL') }).strict(),
  z.object({ paymentMethod: z.literal('AUTOPAY'), accountUuid: z.uuid({ error: BANK_MESSAGES.accountRequired }) }).strict(),
  z.object({ paymentMethod: z.literal('AUTOPAY'), manual: ZManualBankAccount }).strict(),
]);
export type TAutopayRequest = z.infer<typeof ZAutopayRequest>;

export const ZBankAccountType = z.enum(BANK_ACCOUNT_TYPES);

export const getBankStateCall = defineCall({
  id: 'getBankState',
  method: 'GET',
  path: BANK,
  summary: 'bank/*: the accounts the application may use (last 4 digits only), the chosen disbursement account, payment method and autopay account, and the offer’s autopay discount.',
  access: 'applicant',
  params: ZBankParams,
  answers: { 200: ZBankState },
  errors: [400, 401, 404],
});

export const lookUpRoutingNumberCall = defineCall({
  id: 'lookUpRoutingNumber',
  method: 'GET',
  path: `${BANK}/routing-numbers/{routingNumber}`,
  summary: 'The bank’s name for a routing number (ABA checksum, then the routing-number directory).',
  access: 'applicant',
  params: z.object({ uuid: z.string().max(64), routingNumber: z.string().max(64) }),
  answers: { 200: ZRoutingLookup },
  errors: [400, 401, 404],
});

export const startBankLinkCall = defineCall({
  id: 'startBankLink',
  method: 'POST',
  path: `${BANK}/links`,
  summary: 'bank/disburse: starts a bank link through the link provider; answers the provider’s hosted window, which returns to bank/disburse.',
  access: 'applicant',
  params: ZBankParams,
  answers: { 200: ZStartBankLinkResponse },
  errors: [400, 401, 404, 409, 429],
});

export const completeBankLinkCall = defineCall({
  id: 'completeBankLink',
  method: 'POST',
  path: `${BANK}/links/complete`,
  summary: 'On return from the provider’s window: exchanges the one-time public token and keeps the account (sealed) as the disbursement account. A repeat answers the same.',
  access: 'applicant',
  params: ZBankParams,
  body: ZCompleteBankLinkRequest,
  answers: { 200: ZBankState },
  errors: [400, 401, 404, 409, 429],
});

export const chooseDisbursementAccountCall = defineCall({
  id: 'chooseDisbursementAccount',
  method: 'PUT',
  path: `${BANK}/disbursement-account`,
  summary: 'bank/disburse, bank/manual-disburse: chooses the disbursement account (an account of the application, or one entered by hand, checked and sealed); an account number ending 0000 opens a BANK_ACCOUNT_FRAUD_REVIEW condition (sandbox).',
  access: 'applicant',
  params: ZBankParams,
  body: ZChooseDisbursementRequest,
  answers: { 200: ZBankState },
  errors: [400, 401, 404, 409],
});

export const confirmDisbursementAccountCall = defineCall({
  id: 'confirmDisbursementAccount',
  method: 'POST',
  path: `${BANK}/disbursement-account/confirm`,
  summary: 'bank/confirm: confirms the chosen disbursement account; the application moves on to AUTOPAY_ACCOUNT.',
  access: 'applicant',
  params: ZBankParams,
  answers: { 200: ZBankActionResponse },
  errors: [400, 401, 404, 409],
});

export const chooseAutopayCall = defineCall({
  id: 'chooseAutopay',
  method: 'PUT',
  path: `${BANK}/autopay`,
  summary: 'bank/autopay: the payment method (AUTOPAY from an account of the application or one entered by hand, or MANUAL); the application moves on to the funding timeline.',
  access: 'applicant',
  params: ZBankParams,
  body: ZAutopayRequest,
  answers: { 200: ZBankActionResponse },
  errors: [400, 401, 404, 409],
});

export const bankCalls = [
  getBankStateCall,
  lookUpRoutingNumberCall,
  startBankLinkCall,
  completeBankLinkCall,
  chooseDisbursementAccountCall,
  confirmDisbursementAccountCall,
  chooseAutopayCall,
] as const;
