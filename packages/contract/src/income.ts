import { z } from 'zod';
import { EMPLOYER_FIELD_MAX, INCOME_MESSAGES, toPhoneDigits } from '@lintel/domain';

/**
 * Calls of income verification (issue 11 items 1-5): the review (methods, sources, next step), a link through
 * the link provider (start, then complete with the provider's one-time token on return), the paystubs uploaded
 * through the documents module, and the employer's details for employment verification.
 */
const incomeBase = (uuid: string) => `/service-income/api/v1/applications/${uuid}/income`;
export const incomeReviewPath = (uuid: string) => incomeBase(uuid);
export const incomeLinkStartPath = (uuid: string) => `${incomeBase(uuid)}/links`;
export const incomeLinkCompletePath = (uuid: string) => `${incomeBase(uuid)}/links/complete`;
export const incomePaystubsPath = (uuid: string) => `${incomeBase(uuid)}/paystubs`;
export const incomeEmployerPath = (uuid: string) => `${incomeBase(uuid)}/employer`;

/** Where the link provider's window sends the browser back (spec 01 section 2). */
export const PLAID_OAUTH_RETURN_PATH = '/account/heloc/plaid-oauth-success';
export const pointservReturnPath = (uuid: string) => `/account/heloc/${uuid}/income/pointserv-callback`;

export const ZLinkType = z.enum(['bank', 'payroll']);
export type TLinkType = z.infer<typeof ZLinkType>;

export const ZIncomeSource = z.object({
  uuid: z.uuid(),
  source: z.string(),
  state: z.enum(['VERIFIED', 'PENDING_REVIEW', 'FAILED_VERIFICATION']),
  /** Yearly, whole dollars; null until verified. */
  verifiedAnnualIncome: z.number().nullable(),
  /** Institution or employer name and, for a bank account, its last four digits only. */
  institutionName: z.string().nullable(),
  accountMask: z.string().nullable(),
  detail: z.string().nullable(),
  updatedAt: z.string(),
});
export type TIncomeSource = z.infer<typeof ZIncomeSource>;

export const ZIncomeReview = z.object({
  applicationStatus: z.string(),
  statedAnnualIncome: z.number(),
  methods: z.array(z.enum(['bank', 'payroll', 'upload'])),
  sources: z.array(ZIncomeSource),
  /** Paystubs asked for: by an open HELOC_MANUAL_PAYSTUB_UPLOAD condition, else the default count. */
  paystubs: z.object({ numDocsRequired: z.number().int().min(1), conditionUuid: z.uuid().nullable(), description: z.string() }),
  employer: z
    .object({ employerName: z.string(), contactName: z.string(), phoneNumber: z.string(), submittedAt: z.string(), verifiesAt: z.string() })
    .nullable(),
  nextStep: z.string(),
});
export type TIncomeReview = z.infer<typeof ZIncomeReview>;

export const ZStartLinkRequest = z.object({ type: ZLinkType });
export const ZStartLinkResponse = z.object({ hostedUrl: z.string() });

export const ZCompleteLinkRequest = z.object({
  publicToken: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
});

export const ZIncomeActionResponse = z.object({ uuid: z.uuid(), applicationStatus: z.string() });
export type TIncomeActionResponse = z.infer<typeof ZIncomeActionResponse>;

export const ZSubmitPaystubsRequest = z.object({
  documentUuids: z.array(z.uuid()).min(1).max(10),
  conditionUuid: z.uuid().optional(),
});
export type TSubmitPaystubsRequest = z.infer<typeof ZSubmitPaystubsRequest>;

const employerText = (label: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(EMPLOYER_FIELD_MAX, INCOME_MESSAGES.fieldTooLong(label, EMPLOYER_FIELD_MAX));

export const ZEmployerRequest = z.object({
  employerName: employerText('Employer name', INCOME_MESSAGES.employerNameRequired),
  contactName: employerText('Contact name', INCOME_MESSAGES.contactNameRequired),
  phoneNumber: z
    .string({ error: INCOME_MESSAGES.employerPhoneInvalid })
    .max(30, INCOME_MESSAGES.employerPhoneInvalid)
    .refine((value) => /^1?\d{10}$/.test(toPhoneDigits(value)) && /^[2-9]/.test(toPhoneDigits(value).slice(-10)), INCOME_MESSAGES.employerPhoneInvalid),
});
export type TEmployerRequest = z.infer<typeof ZEmployerRequest>;
