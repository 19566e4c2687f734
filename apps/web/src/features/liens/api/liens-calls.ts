import { useMutation, useQuery } from '@tanstack/react-query';
import {
  confirmLiensCall,
  getLiensCall,
  urlOf,
  ZLiensResponse,
  ZVerificationActionResponse,
  type TConfirmLiensRequest,
  type TLiensResponse,
  type TVerificationActionResponse,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** GET the debts of the latest credit pull, their payoff marks and the draw they make. */
export const getLiens = async (uuid: string): Promise<TLiensResponse> => ZLiensResponse.parse(await api.get(urlOf(getLiensCall, { uuid })));

export const useLiens = (uuid: string) => useQuery({ queryKey: ['liens', uuid], queryFn: () => getLiens(uuid) });

/** POST the payoff marks with the consent to the hard credit pull. */
export const confirmLiens = async ({ uuid, request }: { uuid: string; request: TConfirmLiensRequest }): Promise<TVerificationActionResponse> =>
  ZVerificationActionResponse.parse(await api.post(urlOf(confirmLiensCall, { uuid }), request));

export const useConfirmLiens = () => useMutation({ mutationFn: confirmLiens });
