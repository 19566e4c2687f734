import { z } from 'zod';
import { ZEmail, ZPhoneNumber } from './contact.ts';

/**
 * The more-info steps' field rules and messages (assets, contact, HMDA, submit); moved from the contract
 * (decision 010). Each request schema is also the step form's schema.
 */

export const ASSETS_MESSAGES = {
  required: 'Please enter the total of your liquid assets',
  min: 'Must be at least $0',
  max: 'Must be less than $100,000,000',
} as const;

/** POST .../heloc/{uuid}/offers/assets: liquid assets total in dollars (asset depletion). */
export const ZAssetsPrequalRequest = z.object({
  liquidAssets: z
    .number({ error: ASSETS_MESSAGES.required })
    .min(0, ASSETS_MESSAGES.min)
    .max(99_999_999, ASSETS_MESSAGES.max),
});
export type TAssetsPrequalRequest = z.infer<typeof ZAssetsPrequalRequest>;

export const MARITAL_STATUSES = ['MARRIED', 'UNMARRIED', 'SEPARATED'] as const;
export const MARITAL_STATUS_LABELS: Record<(typeof MARITAL_STATUSES)[number], string> = {
  MARRIED: 'Married',
  UNMARRIED: 'Unmarried (single, divorced, widowed)',
  SEPARATED: 'Separated',
};
export const ZMaritalStatus = z.enum(MARITAL_STATUSES, { error: 'Please select your marital status' });

/** POST .../heloc/{uuid}/contact (COLLECT_ADDITIONAL_INFO -> HMDA), with the spec's email and phone rules. */
export const ZContactDetailsRequest = z.object({
  email: ZEmail,
  phoneNumber: ZPhoneNumber,
  maritalStatus: ZMaritalStatus,
});
export type TContactDetailsRequest = z.infer<typeof ZContactDetailsRequest>;

/** Regulation C appendix B categories. */
export const ETHNICITY_VALUES = [
  'HISPANIC_OR_LATINO',
  'MEXICAN',
  'PUERTO_RICAN',
  'CUBAN',
  'OTHER_HISPANIC_OR_LATINO',
  'NOT_HISPANIC_OR_LATINO',
] as const;
export const RACE_VALUES = [
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'ASIAN',
  'ASIAN_INDIAN',
  'CHINESE',
  'FILIPINO',
  'JAPANESE',
  'KOREAN',
  'VIETNAMESE',
  'OTHER_ASIAN',
  'BLACK_OR_AFRICAN_AMERICAN',
  'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  'NATIVE_HAWAIIAN',
  'GUAMANIAN_OR_CHAMORRO',
  'SAMOAN',
  'OTHER_PACIFIC_ISLANDER',
  'WHITE',
] as const;
export const SEX_VALUES = ['FEMALE', 'MALE'] as const;

export const HMDA_NOT_PROVIDED_LABEL = 'I do not wish to provide this information';
export const HMDA_MESSAGES = {
  ethnicity: 'Please select an ethnicity or that you do not wish to provide it',
  race: 'Please select a race or that you do not wish to provide it',
  sex: 'Please select a sex or that you do not wish to provide it',
} as const;

const ZFreeText = z.string().trim().max(100).optional();

const answered = <T extends { notProvided: boolean; values: unknown[] }>(answer: T) =>
  answer.notProvided !== answer.values.length > 0;

/** POST .../heloc/{uuid}/hmda (HMDA -> APP_SUBMISSION): each question answered or declined, never both. */
export const ZHmdaRequest = z.object({
  ethnicity: z
    .object({
      notProvided: z.boolean(),
      values: z.array(z.enum(ETHNICITY_VALUES)),
      otherHispanicOrLatino: ZFreeText,
    })
    .refine(answered, HMDA_MESSAGES.ethnicity),
  race: z
    .object({
      notProvided: z.boolean(),
      values: z.array(z.enum(RACE_VALUES)),
      americanIndianTribe: ZFreeText,
      otherAsian: ZFreeText,
      otherPacificIslander: ZFreeText,
    })
    .refine(answered, HMDA_MESSAGES.race),
  sex: z
    .object({ notProvided: z.boolean(), values: z.array(z.enum(SEX_VALUES)) })
    .refine(answered, HMDA_MESSAGES.sex),
});
export type THmdaRequest = z.infer<typeof ZHmdaRequest>;

export const SUBMIT_MESSAGES = {
  hardCreditConsent: 'Please agree to the hard credit inquiry to submit your application',
  disclosures: 'Please open and acknowledge the HELOC disclosures and the CFPB booklet before you submit',
} as const;

/** POST .../heloc/{uuid}/submit (APP_SUBMISSION -> GEN_APP_DISCLOSURES). */
export const ZSubmitApplicationRequest = z.object({
  hardCreditConsent: z.literal(true, { error: SUBMIT_MESSAGES.hardCreditConsent }),
  helocDisclosuresAcknowledged: z.literal(true, { error: SUBMIT_MESSAGES.disclosures }),
  cfpbBrochureAcknowledged: z.literal(true, { error: SUBMIT_MESSAGES.disclosures }),
});
export type TSubmitApplicationRequest = z.infer<typeof ZSubmitApplicationRequest>;
