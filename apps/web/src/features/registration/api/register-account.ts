import { useMutation } from '@tanstack/react-query';
import { ZJwtResponse, type TJwtResponse, type TRegisterRequest } from '@lintel/contract';
import { toPhoneDigits } from '@lintel/domain';
import { api } from '@/lib/api-client.ts';
import { getOrgCode } from '@/lib/org.ts';
import { storeToken } from '@/lib/session.ts';

export const REGISTER_PATH = '/identity-broker/customer/api/v3/register';

/** POST register?organization= (spec 01 section 7, legacy mode): {email, password, phoneNumber} -> {jwt}. */
export const registerAccount = async (request: TRegisterRequest): Promise<TJwtResponse> => {
  const body: TRegisterRequest = { ...request, phoneNumber: toPhoneDigits(request.phoneNumber) };
  // A 401 means the account already exists (spec 01 section 8): the page says so instead of logging out.
  const answer = ZJwtResponse.parse(
    await api.post(REGISTER_PATH, body, {
      query: { organization: getOrgCode() },
      context: 'external',
      redirectOnUnauthenticated: false,
    }),
  );
  storeToken(answer.jwt);
  return answer;
};

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount });
