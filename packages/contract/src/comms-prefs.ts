import { z } from 'zod';
import { ZConsentOpt, ZConsentPromptType, ZEmail, ZPhoneNumber } from '@lintel/domain';
import { defineCall } from './define-call.ts';

export const ZConsentPromptParams = z.object({ consentType: ZConsentPromptType });

/** A consent prompt: the exact wording the applicant is shown, with the uuid a consent record refers to. */
export const ZConsentPrompt = z.object({
  uuid: z.string(),
  consentType: ZConsentPromptType,
  text: z.string(),
  version: z.number().int(),
});
export type TConsentPrompt = z.infer<typeof ZConsentPrompt>;

export const ZUserConsentItem = z.object({
  consentPromptUuid: z.uuid({ error: 'consentPromptUuid must be a uuid' }),
  optInOut: ZConsentOpt,
});

/** POST consent/user (spec 01 section 7). */
export const ZSaveUserConsentsRequest = z.object({
  org: z.string().trim().min(1).max(60),
  source: z.string().trim().min(1).max(100),
  productType: z.string().trim().min(1).max(50),
  phone: ZPhoneNumber,
  email: ZEmail,
  consents: z.array(ZUserConsentItem).min(1, { error: 'At least one consent is required' }).max(10),
});
export type TSaveUserConsentsRequest = z.infer<typeof ZSaveUserConsentsRequest>;

export const ZUserConsentRecord = z.object({
  uuid: z.string(),
  consentPromptUuid: z.string(),
  consentType: ZConsentPromptType,
  optInOut: ZConsentOpt,
  createdAt: z.string(),
});
export const ZSaveUserConsentsResponse = z.object({ consents: z.array(ZUserConsentRecord) });

/** GET consent/user (the settings page; not in spec 01): the caller's choice that holds now per prompt type. */
export const ZCurrentUserConsents = z.object({
  consents: z.array(
    z.object({ consentType: ZConsentPromptType, optInOut: ZConsentOpt, createdAt: z.string() }),
  ),
});
export type TCurrentUserConsents = z.infer<typeof ZCurrentUserConsents>;

export const findConsentPromptCall = defineCall({
  id: 'findConsentPrompt',
  method: 'GET',
  path: '/service-comms-prefs/external/api/v1/consent/prompt/{consentType}',
  summary:
    'The exact wording of a consent prompt in the org header’s brand, with the uuid a consent record refers to.',
  access: 'public',
  params: ZConsentPromptParams,
  answers: { 200: ZConsentPrompt },
  errors: [400, 404],
});

export const saveUserConsentsCall = defineCall({
  id: 'saveUserConsents',
  method: 'POST',
  path: '/service-comms-prefs/secure/api/v1/consent/user',
  summary: 'Records the caller’s consent choices (spec 01 section 7); answers the records made.',
  access: 'signed-in',
  body: ZSaveUserConsentsRequest,
  answers: { 200: ZSaveUserConsentsResponse },
  errors: [400, 401, 404],
});

export const commsPrefsCalls = [findConsentPromptCall, saveUserConsentsCall] as const;
