import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelApplicationCall, urlOf, type THelocApplication } from '@lintel/contract';
import type { TApplicantCancelRequest } from '@lintel/domain';
import { api } from '@/lib/api-client.ts';

export const cancelApplicationPath = (uuid: string) => urlOf(cancelApplicationCall, { uuid });

/** POST …/heloc/{uuid}/cancel: the owner's "Cancel application" (decision 084); answers the application, CANCELLED. */
export const cancelApplication = async (
  uuid: string,
  request: TApplicantCancelRequest,
): Promise<THelocApplication> =>
  cancelApplicationCall.answers[200].parse(await api.post(cancelApplicationPath(uuid), request));

/** Every read of the application (its status, the dashboard's list) is stale once it is cancelled. */
export const useCancelApplication = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TApplicantCancelRequest) => cancelApplication(uuid, request),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
