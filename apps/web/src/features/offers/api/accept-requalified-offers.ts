import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requalifyOffersPath, ZOffersActionResponse, type TOffersActionResponse } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST the applicant's acceptance of the requalified, smaller line. */
export const acceptRequalifiedOffers = async ({ uuid }: { uuid: string }): Promise<TOffersActionResponse> =>
  ZOffersActionResponse.parse(await api.post(requalifyOffersPath(uuid), { accept: true }));

export const useAcceptRequalifiedOffers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptRequalifiedOffers,
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
