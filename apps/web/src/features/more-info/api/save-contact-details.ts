import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contactDetailsPath,
  ZOffersActionResponse,
  type TContactDetailsRequest,
  type TOffersActionResponse,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST the confirmed contact details and marital status (COLLECT_ADDITIONAL_INFO -> HMDA). */
export const saveContactDetails = async ({
  uuid,
  details,
}: {
  uuid: string;
  details: TContactDetailsRequest;
}): Promise<TOffersActionResponse> =>
  ZOffersActionResponse.parse(await api.post(contactDetailsPath(uuid), details));

export const useSaveContactDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveContactDetails, onSuccess: () => queryClient.invalidateQueries() });
};
