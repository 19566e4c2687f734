import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acknowledgeDocumentCall,
  getSigningPackageCall,
  recordConsentCall,
  signPackageCall,
  urlOf,
  withdrawConsentCall,
  ZSignResponse,
  ZSigningPackageResponse,
  type TSignRequest,
  type TSignResponse,
  type TSigningPackageResponse,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { isApiError } from '@/lib/api-error.ts';

const packageKey = (uuid: string) => ['signing-package', uuid] as const;

/** GET the consent state and the closing package with the applicant's places. */
export const getSigningPackage = async (uuid: string): Promise<TSigningPackageResponse> =>
  ZSigningPackageResponse.parse(await api.get(urlOf(getSigningPackageCall, { uuid })));

/** Polled every 2 s while the package is being made (GEN_NOTE_SIGNING). */
export const useSigningPackage = (uuid: string) =>
  useQuery({
    queryKey: packageKey(uuid),
    queryFn: () => getSigningPackage(uuid),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && data.consent.current && ['FINAL_OFFER', 'GEN_NOTE_SIGNING'].includes(data.applicationStatus) ? 2000 : false;
    },
  });

const usePackageMutation = <TVariables,>(mutationFn: (variables: TVariables) => Promise<TSigningPackageResponse>, uuid: string) => {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (data) => client.setQueryData(packageKey(uuid), data) });
};

/** POST the E-SIGN consent (in FINAL_OFFER it starts the closing package). */
export const useRecordConsent = (uuid: string) =>
  usePackageMutation(
    async (version: string) => ZSigningPackageResponse.parse(await api.post(urlOf(recordConsentCall, { uuid }), { version, accepted: true })),
    uuid,
  );

/** POST the withdrawal of the E-SIGN consent (confirmed in a dialog first). */
export const useWithdrawConsent = (uuid: string) =>
  usePackageMutation(
    async (_version: string) => ZSigningPackageResponse.parse(await api.post(urlOf(withdrawConsentCall, { uuid }), { confirmed: true })),
    uuid,
  );

/** POST the acknowledgement of one package document. */
export const useAcknowledgeDocument = (uuid: string) =>
  usePackageMutation(
    async (documentUuid: string) => ZSigningPackageResponse.parse(await api.post(urlOf(acknowledgeDocumentCall, { uuid, documentUuid }), {})),
    uuid,
  );

/** POST the adopted signature for every place. */
export const useSignPackage = (uuid: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSignRequest): Promise<TSignResponse> => ZSignResponse.parse(await api.post(urlOf(signPackageCall, { uuid }), request)),
    onSuccess: () => void client.invalidateQueries({ queryKey: packageKey(uuid) }),
    // A refusal (409: the certificate of trust, a withdrawn consent) is read again from the package, which then
    // says why at the top of the page (decision 090).
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey: packageKey(uuid) });
    },
  });
};

export { useDocumentBlob } from '@/lib/signing/document-blob.ts';
