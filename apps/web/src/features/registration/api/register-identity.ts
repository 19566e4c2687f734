import { registerCustomerCall, type TJwtResponse, type TRegisterRequest, ZJwtResponse } from '@lintel/contract';
import { toPhoneDigits } from '@lintel/domain';
import { api } from '@/lib/api-client.ts';
import { storeToken } from '@/lib/session.ts';

export const REGISTER_PATH = registerCustomerCall.path;

/** POST register?organization= (spec 01 section 7, legacy mode): {email, password, phoneNumber} -> {jwt}, stored. */
export const registerIdentity = async (
  request: TRegisterRequest & { organization: string },
): Promise<TJwtResponse> => {
  const { organization, ...credentials } = request;
  // A 401 means the account already exists (spec 01 section 8): the caller opens a modal instead of logging out.
  const answer = ZJwtResponse.parse(
    await api.post(
      REGISTER_PATH,
      { ...credentials, phoneNumber: toPhoneDigits(credentials.phoneNumber) },
      { query: { organization }, context: 'external', redirectOnUnauthenticated: false },
    ),
  );
  storeToken(answer.jwt);
  return answer;
};
