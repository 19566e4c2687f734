import { useQuery } from '@tanstack/react-query';
import {
  acceptSignerInvitationCall,
  checkSignerInvitationCall,
  logInCall,
  urlOf,
  ZAcceptInvitationResponse,
  ZJwtResponse,
  ZSignerInvitation,
  type TAcceptInvitationRequest,
  type TLoginRequest,
  type TSignerInvitation,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { storeToken } from '@/lib/session.ts';
import { forgetSignerApplication, rememberSignerApplication } from '@/lib/signer-application.ts';

// Public calls: a 400 (used or expired link) and a 401 (wrong password) are shown on the page.
const PUBLIC = { context: 'external', redirectOnUnauthenticated: false } as const;

/** POST invitation/check: what the link names, or why it cannot be used. */
export const checkInvitation = async (token: string): Promise<TSignerInvitation> =>
  ZSignerInvitation.parse(await api.post(checkSignerInvitationCall.path, { token }, PUBLIC));

export const useInvitation = (token: string) =>
  useQuery({ queryKey: ['signer-invitation', token], queryFn: () => checkInvitation(token), retry: false, staleTime: Infinity });

/** POST invitation/accept: register with the invited email or log in; the answer's session is stored. */
export const acceptInvitation = async (request: TAcceptInvitationRequest) => {
  const answer = ZAcceptInvitationResponse.parse(await api.post(acceptSignerInvitationCall.path, request, PUBLIC));
  storeToken(answer.jwt);
  // The signer's pages are about this application from now on (decision 042).
  rememberSignerApplication(answer.applicationUuid);
  return answer;
};

/** A signer coming back without a link logs in like any customer (spec 04 section 7, legacy mode). */
export const signerLogin = async (credentials: TLoginRequest) => {
  const answer = ZJwtResponse.parse(await api.post(urlOf(logInCall, { context: 'customer' }), credentials, PUBLIC));
  // No link names the application: the first co-deed status (the latest accepted invitation) will.
  forgetSignerApplication();
  storeToken(answer.jwt);
  return answer;
};
