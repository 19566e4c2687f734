import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bpoOrderPath, ZBpoDetails, type TBpoDetails } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST the order of the broker price opinion, agreeing to its fee. */
export const orderBpo = async (uuid: string): Promise<TBpoDetails> =>
  ZBpoDetails.parse(await api.post(bpoOrderPath(uuid), { acceptFee: true }));

export const useOrderBpo = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: orderBpo, onSuccess: () => queryClient.invalidateQueries() });
};
