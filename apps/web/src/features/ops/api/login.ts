import { useMutation } from '@tanstack/react-query';
import { ZJwtResponse, type TLoginRequest } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { storeOpsToken } from './ops-session.ts';

/** Agents log in on the agent path (spec 03 section 6, spec 04 section 7). */
export const AGENT_LOGIN_PATH = '/identity-broker/agent/api/v3/login';

export const logInAgent = async (credentials: TLoginRequest) => {
  // A 401 here is wrong credentials, shown on the form.
  const answer = ZJwtResponse.parse(await api.post(AGENT_LOGIN_PATH, credentials, { context: 'external', redirectOnUnauthenticated: false }));
  storeOpsToken(answer.jwt);
  return answer;
};

export const useAgentLogin = () => useMutation({ mutationFn: logInAgent });
