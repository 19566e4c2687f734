import { useMutation } from '@tanstack/react-query';
import { logInCall, type TJwtResponse, type TLoginRequest, urlOf, ZJwtResponse } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { storeToken } from '@/lib/session.ts';

export const LOGIN_PATH = urlOf(logInCall, { context: 'customer' });

/** POST login (spec 04 section 7, legacy mode): {email, password} -> {jwt}; the token is stored. */
export const login = async (credentials: TLoginRequest): Promise<TJwtResponse> => {
  // A 401 here means wrong credentials, shown on the form; it must not bounce to the login page.
  const answer = ZJwtResponse.parse(
    await api.post(LOGIN_PATH, credentials, { context: 'external', redirectOnUnauthenticated: false }),
  );
  storeToken(answer.jwt);
  return answer;
};

export const useLogin = () => useMutation({ mutationFn: login });
