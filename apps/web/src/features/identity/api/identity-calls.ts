import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getIdentityVerificationCall,
  submitIdentityCall,
  urlOf,
  ZIdentityResponse,
  type TIdentityResponse,
  type TSubmitIdentityRequest,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { uploadApplicationDocument } from '@/lib/upload-document.ts';

export const identityQueryKey = (uuid: string) => ['identity-verification', uuid] as const;

/** GET the latest identity check and the open ID condition. */
export const getIdentity = async (uuid: string): Promise<TIdentityResponse> =>
  ZIdentityResponse.parse(await api.get(urlOf(getIdentityVerificationCall, { uuid })));

export const useIdentity = (uuid: string) => useQuery({ queryKey: identityQueryKey(uuid), queryFn: () => getIdentity(uuid) });

/** POST one side of the ID through the documents module, reporting progress; answers the document's uuid. */
export const uploadIdSide = async (options: { applicationUuid: string; type: string; file: File; onProgress: (fraction: number) => void }): Promise<string> =>
  (await uploadApplicationDocument(options)).uuid;

/** POST the uploaded sides to the identity check. */
export const submitIdentity = async ({ uuid, request }: { uuid: string; request: TSubmitIdentityRequest }): Promise<TIdentityResponse> =>
  ZIdentityResponse.parse(await api.post(urlOf(submitIdentityCall, { uuid }), request));

export const useSubmitIdentity = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitIdentity,
    onSuccess: (answer) => client.setQueryData(identityQueryKey(answer.uuid), answer),
  });
};
