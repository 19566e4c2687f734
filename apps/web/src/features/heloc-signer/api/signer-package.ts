import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSignerDocumentCall,
  getSignerPackageCall,
  signSignerPackageCall,
  urlOf,
  ZSignerPackage,
  ZSignResponse,
  type TSignerPackage,
  type TSignRequest,
  type TSignResponse,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { coDeedStatusQueryKey } from '@/lib/reads/co-deed-status.ts';

export const signerPackageQueryKey = ['signer-package'] as const;

/** GET co-deed/package: the signer's closing documents with its own places. */
export const getSignerPackage = async (): Promise<TSignerPackage> => ZSignerPackage.parse(await api.get(urlOf(getSignerPackageCall, {})));

export const useSignerPackage = () => useQuery({ queryKey: signerPackageQueryKey, queryFn: getSignerPackage });

/** GET co-deed/documents/{uuid}: one of the signer's documents as a PDF. */
export const useSignerDocument = (documentUuid: string) =>
  useQuery({
    queryKey: ['signer-document', documentUuid],
    queryFn: async () => api.get<Blob>(urlOf(getSignerDocumentCall, { documentUuid })),
    staleTime: Infinity,
  });

/** POST co-deed/sign: the adopted signature into the signer's places; the status and package are read again. */
export const signSignerPackage = async (request: TSignRequest): Promise<TSignResponse> =>
  ZSignResponse.parse(await api.post(urlOf(signSignerPackageCall, {}), request));

export const useSignSignerPackage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signSignerPackage,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: signerPackageQueryKey });
      await client.invalidateQueries({ queryKey: coDeedStatusQueryKey });
    },
  });
};
