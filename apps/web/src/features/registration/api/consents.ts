import { findConsentPromptCall, listConsentTypesCall, saveUserConsentsCall, urlOf } from '@lintel/contract';
import { z } from 'zod';
import type { TConsentOpt, TConsentPromptType } from '@lintel/domain';
import { api } from '@/lib/api-client.ts';

export const consentPromptPath = (type: TConsentPromptType) =>
  urlOf(findConsentPromptCall, { consentType: type });
export const CONSENT_USER_PATH = saveUserConsentsCall.path;

const ZConsentPrompt = z.object({ uuid: z.string() });

export const getConsentPrompt = async (type: TConsentPromptType): Promise<string> =>
  ZConsentPrompt.parse(await api.get(consentPromptPath(type), { context: 'external' })).uuid;

export type TSaveConsentsRequest = {
  org: string;
  source: string;
  productType: string;
  phone: string;
  email: string;
  consents: Array<{ consentPromptUuid: string; optInOut: TConsentOpt }>;
};

export const saveUserConsents = (request: TSaveConsentsRequest): Promise<unknown> =>
  api.post(CONSENT_USER_PATH, request);

export const CONSENT_TYPES_PATH = listConsentTypesCall.path;
const ZConsentTypes = z.array(z.object({ type: z.string(), version: z.string() }));

/** The consent documents in force and their versions, recorded with the application. */
export const getConsentTypes = async () => ZConsentTypes.parse(await api.get(CONSENT_TYPES_PATH));
