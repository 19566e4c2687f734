import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetsPrequalPath, ZOffersActionResponse, type TOffersActionResponse } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST the liquid assets total (asset depletion); the server prices the offers again. */
export const submitAssets = async ({
  uuid,
  liquidAssets,
}: {
  uuid: string;
  liquidAssets: number;
}): Promise<TOffersActionResponse> =>
  ZOffersActionResponse.parse(await api.post(assetsPrequalPath(uuid), { liquidAssets }));

export const useSubmitAssets = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitAssets, onSuccess: () => queryClient.invalidateQueries() });
};
