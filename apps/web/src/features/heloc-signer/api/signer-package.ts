import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSignerDocumentCall,
  getSignerPackageCall,
  recordSignerConsentCall,
  withdrawSignerConsentCall,
  signSignerPackageCall,
  urlOf,
  ZSignerPackage,
  ZSignResponse,
  type TSignerPackage,
  type TSignRequest,
  type TSignResponse,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { isApiError } from '@/lib/api-error.ts';
import { coDeedStatusQueryKey } from '@/lib/reads/co-deed-status.ts';
import { signerApplicationUuid, signerScopeQuery } from '@/lib/signer-application.ts';

export const signerPackageQueryKey = ['signer-package'] as const;

/** GET co-deed/package: the signer's closing documents with its own places. */
export const getSignerPackage = async (): Promise<TSignerPackage> => ZSignerPackage.parse(await api.get(urlOf(getSignerPackageCall, {}, signerScopeQuery())));

/**
 * Read afresh on every arrival at a page (not the app's no-refetch-on-mount default): the package changes on the
 * server (the co-owner's notice added, the deed made again, places signed), and a copy read before the documents
 * were ready must not stand for them (issue 15).
 */
export const useSignerPackage = () =>
  useQuery({ queryKey: [...signerPackageQueryKey, signerApplicationUuid() ?? 'latest'], queryFn: getSignerPackage, refetchOnMount: 'always' });

/** The signer's document bytes: the path for the shared PDF loaders (features/signing). */
export const signerDocumentPath = (documentUuid: string) => urlOf(getSignerDocumentCall, { documentUuid }, signerScopeQuery());

/** GET co-deed/documents/{uuid}: one of the signer's documents as a PDF. */
export const useSignerDocument = (documentUuid: string) =>
  useQuery({
    queryKey: ['signer-document', documentUuid],
    queryFn: async () => api.get<Blob>(signerDocumentPath(documentUuid)),
    staleTime: Infinity,
  });

/** POST co-deed/sign: the adopted signature into the signer's places; the status and package are read again. */
export const signSignerPackage = async (request: TSignRequest): Promise<TSignResponse> =>
  ZSignResponse.parse(await api.post(urlOf(signSignerPackageCall, {}, signerScopeQuery()), request));

/** POST co-deed/consent and consent/withdraw: the co-owner's own E-SIGN consent; the answer is the package. */
const useSignerConsentCall = (call: typeof recordSignerConsentCall | typeof withdrawSignerConsentCall, body: (version: string) => object) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (version: string) => ZSignerPackage.parse(await api.post(urlOf(call, {}, signerScopeQuery()), body(version))),
    onSuccess: (data) => client.setQueryData([...signerPackageQueryKey, signerApplicationUuid() ?? 'latest'], data),
  });
};

export const useRecordSignerConsent = () => useSignerConsentCall(recordSignerConsentCall, (version) => ({ version, accepted: true }));
export const useWithdrawSignerConsent = () => useSignerConsentCall(withdrawSignerConsentCall, () => ({ confirmed: true }));

export const useSignSignerPackage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signSignerPackage,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: signerPackageQueryKey });
      await client.invalidateQueries({ queryKey: coDeedStatusQueryKey });
    },
    // As the primary's: a 409 is read again from the package, whose signingBlock then says why (decision 090).
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey: signerPackageQueryKey });
    },
  });
};
