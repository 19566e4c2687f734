import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bpoEstimatePath, ZBpoDetails, type TBpoDetails, type TBpoEstimateRequest } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST the applicant's estimate of the home's value and its condition. */
export const submitBpoEstimate = async ({
  uuid,
  estimate,
}: {
  uuid: string;
  estimate: TBpoEstimateRequest;
}): Promise<TBpoDetails> => ZBpoDetails.parse(await api.post(bpoEstimatePath(uuid), estimate));

export const useSubmitBpoEstimate = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitBpoEstimate, onSuccess: () => queryClient.invalidateQueries() });
};
