import { z } from 'zod';

export const CONSENT_PROMPT_TYPES = ['SMS', 'SMS_TRANSACTIONAL'] as const;
export const ZConsentPromptType = z.enum(CONSENT_PROMPT_TYPES);
export type TConsentPromptType = z.infer<typeof ZConsentPromptType>;

export const CONSENT_OPT_VALUES = ['OPT_IN', 'OPT_OUT'] as const;
export const ZConsentOpt = z.enum(CONSENT_OPT_VALUES);
export type TConsentOpt = z.infer<typeof ZConsentOpt>;

/** The opt value recorded for a ticked or unticked SMS checkbox. */
export const toConsentOpt = (ticked: boolean): TConsentOpt => (ticked ? 'OPT_IN' : 'OPT_OUT');
