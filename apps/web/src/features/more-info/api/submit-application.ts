import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitApplicationPath, ZOffersActionResponse, type TOffersActionResponse } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST the submit with the hard-credit consent and both acknowledgements (APP_SUBMISSION -> GEN_APP_DISCLOSURES). */
export const submitApplication = async ({ uuid }: { uuid: string }): Promise<TOffersActionResponse> =>
  ZOffersActionResponse.parse(
    await api.post(submitApplicationPath(uuid), {
      hardCreditConsent: true,
      helocDisclosuresAcknowledged: true,
      cfpbBrochureAcknowledged: true,
    }),
  );

export const useSubmitApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitApplication, onSuccess: () => queryClient.invalidateQueries() });
};
