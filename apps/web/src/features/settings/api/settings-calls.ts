import { useQuery } from '@tanstack/react-query';
import {
  changePasswordCall,
  findConsentPromptCall,
  getCurrentUserConsentsCall,
  logOutEverywhereCall,
  type TChangePasswordRequest,
  type TConsentPrompt,
  urlOf,
  ZConsentPrompt,
  ZJwtResponse,
} from '@lintel/contract';
import type { TConsentOpt, TConsentPromptType } from '@lintel/domain';
import { api } from '@/lib/api-client.ts';
import { getOrgCode } from '@/lib/org.ts';
import { storeToken } from '@/lib/session.ts';

const CONSENT_USER_PATH = getCurrentUserConsentsCall.path;
const consentPromptPath = (type: TConsentPromptType) =>
  urlOf(findConsentPromptCall, { consentType: type });
const LOGOUT_ALL_PATH = urlOf(logOutEverywhereCall, { context: 'customer' });

/** Changes the password; the answer's token replaces the stored one (every other session has ended). */
export const changePassword = async (request: TChangePasswordRequest): Promise<void> => {
  const { jwt } = ZJwtResponse.parse(
    await api.post(urlOf(changePasswordCall, { context: 'customer' }), request),
  );
  storeToken(jwt);
};

/** The wording of a consent as the organisation shows it, with the uuid a choice refers to. */
export const useConsentPrompt = (type: TConsentPromptType) =>
  useQuery({
    queryKey: ['consent-prompt', type],
    queryFn: async (): Promise<TConsentPrompt> =>
      ZConsentPrompt.parse(await api.get(consentPromptPath(type), { context: 'external' })),
    staleTime: Infinity,
  });

/** The caller's choice that holds now, per consent type. */
export const useCurrentConsents = () =>
  useQuery({
    queryKey: ['current-consents'],
    queryFn: async () => getCurrentUserConsentsCall.answers[200].parse(await api.get(CONSENT_USER_PATH)),
  });

/** Records the choices (spec 01 section 7's consent call), against the exact prompts shown. */
export const saveSmsConsents = (options: {
  phone: string;
  email: string;
  consents: { consentPromptUuid: string; optInOut: TConsentOpt }[];
}) =>
  api.post(CONSENT_USER_PATH, { org: getOrgCode(), source: 'SETTINGS', productType: 'HELOC', ...options });

/** Ends every session of the account, on every device (this one too). */
export const logoutEverywhere = () =>
  api.post(LOGOUT_ALL_PATH, undefined, { redirectOnUnauthenticated: false });
