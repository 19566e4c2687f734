import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bpoConditionPath, ZBpoDetails, type TBpoDetails } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST the Texas acknowledgement; the valuation is then ordered. */
export const acknowledgeBpoCondition = async (uuid: string): Promise<TBpoDetails> =>
  ZBpoDetails.parse(await api.post(bpoConditionPath(uuid), { acknowledged: true }));

export const useAcknowledgeBpoCondition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeBpoCondition,
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
