import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  correctAdditionalSignerCall,
  inviteAdditionalSignerCall,
  listAdditionalSignersCall,
  resendSignerInvitationCall,
  urlOf,
  withdrawAdditionalSignerCall,
  ZAdditionalSignersResponse,
  type TAdditionalSignersResponse,
  type TInviteSignerRequest,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export const additionalSignersQueryKey = (uuid: string) => ['additional-signers', uuid] as const;

/** How often signing/additional refreshes each signer's progress while the primary waits on the page. */
const PROGRESS_REFRESH_MS = 15_000;

export const getAdditionalSigners = async (uuid: string): Promise<TAdditionalSignersResponse> =>
  ZAdditionalSignersResponse.parse(await api.get(urlOf(listAdditionalSignersCall, { uuid })));

export const useAdditionalSigners = (uuid: string) =>
  useQuery({ queryKey: additionalSignersQueryKey(uuid), queryFn: () => getAdditionalSigners(uuid), refetchInterval: PROGRESS_REFRESH_MS });

type TSignerAction =
  | { kind: 'invite'; uuid: string; request: TInviteSignerRequest }
  | { kind: 'correct'; uuid: string; signerUuid: string; request: TInviteSignerRequest }
  | { kind: 'resend'; uuid: string; signerUuid: string }
  | { kind: 'withdraw'; uuid: string; signerUuid: string };

/** POST/PUT/DELETE on the signers: each answers the whole list, which replaces the cached one. */
export const runSignerAction = async (action: TSignerAction): Promise<TAdditionalSignersResponse> => {
  const parse = (answer: unknown) => ZAdditionalSignersResponse.parse(answer);
  switch (action.kind) {
    case 'invite':
      return parse(await api.post(urlOf(inviteAdditionalSignerCall, { uuid: action.uuid }), action.request));
    case 'correct':
      return parse(await api.put(urlOf(correctAdditionalSignerCall, { uuid: action.uuid, signerUuid: action.signerUuid }), action.request));
    case 'resend':
      return parse(await api.post(urlOf(resendSignerInvitationCall, { uuid: action.uuid, signerUuid: action.signerUuid })));
    case 'withdraw':
      return parse(await api.delete(urlOf(withdrawAdditionalSignerCall, { uuid: action.uuid, signerUuid: action.signerUuid })));
  }
};

export const useSignerAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runSignerAction,
    onSuccess: (answer) => client.setQueryData(additionalSignersQueryKey(answer.uuid), answer),
  });
};
