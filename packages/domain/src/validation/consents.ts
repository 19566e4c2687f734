import { z } from 'zod/mini';
import { MSG } from './messages.ts';

/** A checkbox that must be ticked to go on. */
export const ZRequiredConsent = z.literal(true, { error: MSG.required });

/** The login-info step's consents (spec 02 section 3 "Contact and consents"). */
export const ZRegistrationConsents = z.object({
  termPrivacyConsent: ZRequiredConsent,
  communicationConsent: ZRequiredConsent,
  smsMarketingConsent: z.optional(z.boolean()),
  smsTransactionalConsent: z.optional(z.boolean()),
});
export type TRegistrationConsents = z.infer<typeof ZRegistrationConsents>;
