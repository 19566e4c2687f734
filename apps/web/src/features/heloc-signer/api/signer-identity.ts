import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitSignerIdentityCall, urlOf, ZSignerIdentityResponse, type TSignerIdentityResponse, type TSubmitIdentityRequest } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { uploadSignerDocument } from '@/lib/upload-document.ts';
import { coDeedStatusQueryKey } from '@/lib/reads/co-deed-status.ts';
import { signerApplicationUuid } from '@/lib/signer-application.ts';

/** POST co-deed/documents: one side of the signer's ID (multipart type + file), with progress; answers its uuid. */
export const uploadSignerIdSide = async (options: { type: string; file: File; onProgress: (fraction: number) => void }): Promise<string> =>
  (await uploadSignerDocument({ ...options, applicationUuid: signerApplicationUuid() })).uuid;

/** POST co-deed/identity: the check of the uploaded sides; the answer's status replaces the cached one. */
export const submitSignerIdentity = async (request: TSubmitIdentityRequest): Promise<TSignerIdentityResponse> =>
  ZSignerIdentityResponse.parse(await api.post(urlOf(submitSignerIdentityCall, {}, { applicationUuid: signerApplicationUuid() }), request));

export const useSubmitSignerIdentity = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitSignerIdentity, onSuccess: (answer) => client.setQueryData([...coDeedStatusQueryKey, signerApplicationUuid() ?? 'latest'], answer.status) });
};
