import type { TConsentPromptType } from '@lintel/domain';

/**
 * The standard SMS consent wording every organisation starts with ({companyName} is the brand's name).
 * Marketing texts need express written consent that is not a condition of the loan (TCPA); both
 * prompts name frequency, charges and the STOP/HELP keywords as carriers require.
 */
export const DEFAULT_PROMPT_TEXTS: Record<TConsentPromptType, string> = {
  SMS:
    'By checking this box, I agree to receive recurring automated marketing text messages from {companyName} at the mobile number provided. ' +
    'Consent is not a condition of any purchase or loan. Message frequency varies. Message and data rates may apply. ' +
    'Reply STOP to cancel or HELP for help.',
  SMS_TRANSACTIONAL:
    'By checking this box, I agree to receive text messages from {companyName} about my account and application, including status updates, ' +
    'reminders and verification codes, at the mobile number provided. Message frequency varies. Message and data rates may apply. ' +
    'Reply STOP to cancel or HELP for help.',
};
