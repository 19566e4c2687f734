import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  hmdaPath,
  ZOffersActionResponse,
  type THmdaRequest,
  type TOffersActionResponse,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST the Regulation C demographic answers (HMDA -> APP_SUBMISSION). */
export const saveHmda = async ({
  uuid,
  answers,
}: {
  uuid: string;
  answers: THmdaRequest;
}): Promise<TOffersActionResponse> => ZOffersActionResponse.parse(await api.post(hmdaPath(uuid), answers));

export const useSaveHmda = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveHmda, onSuccess: () => queryClient.invalidateQueries() });
};
