import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  selectOfferPath,
  ZOffersActionResponse,
  type TOffersActionResponse,
  type TSelectOfferRequest,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST the chosen offer; answers the status the application moved to. */
export const selectOffer = async ({
  uuid,
  choice,
}: {
  uuid: string;
  choice: TSelectOfferRequest;
}): Promise<TOffersActionResponse> =>
  ZOffersActionResponse.parse(await api.post(selectOfferPath(uuid), choice));

export const useSelectOffer = () => {
  const queryClient = useQueryClient();
  // The application (rate, amount, status) changed: every cached read of it is stale now.
  return useMutation({ mutationFn: selectOffer, onSuccess: () => queryClient.invalidateQueries() });
};
