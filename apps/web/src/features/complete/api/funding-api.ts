import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicationDocumentsPath,
  cancelLoanAsCoOwnerCall,
  cancelLoanCall,
  documentPath,
  getCoOwnerFundingStateCall,
  getFundingStateCall,
  urlOf,
  ZDocumentList,
  ZFundingState,
  type TFundingState,
} from '@lintel/contract';
import type { TCancelLoan } from '@lintel/domain';
import { api } from '@/lib/api-client.ts';

/** The complete page's facts; looked at again every 30 s so a countdown's end and each step show without a reload. */
export const useFundingState = (uuid: string) =>
  useQuery({
    queryKey: ['funding', uuid],
    queryFn: async (): Promise<TFundingState> =>
      ZFundingState.parse(await api.get(urlOf(getFundingStateCall, { uuid }))),
    refetchOnMount: 'always',
    refetchInterval: 30_000,
  });

/** The application's signed documents (newest first). */
export const useSignedDocuments = (uuid: string) =>
  useQuery({
    queryKey: ['documents', uuid, 'signed'],
    queryFn: async () =>
      ZDocumentList.parse(await api.get(applicationDocumentsPath(uuid))).filter(
        (document) => document.signed,
      ),
  });

/** Opens a document's bytes (fetched with the session, so a plain link would not do). */
export const openDocument = async (documentUuid: string) => {
  const bytes = await api.get<Blob>(documentPath(documentUuid));
  const url = URL.createObjectURL(bytes);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/** "Cancel my loan" by the applicant. */
export const useCancelLoan = (uuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TCancelLoan) =>
      ZFundingState.parse(await api.post(urlOf(cancelLoanCall, { uuid }), request)),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

/** An additional owner's view of the same timeline (its own countdown marked as theirs), for the application it signs for. */
export const useCoOwnerFundingState = (applicationUuid: string) =>
  useQuery({
    queryKey: ['funding', 'co-owner', applicationUuid],
    queryFn: async (): Promise<TFundingState> =>
      ZFundingState.parse(await api.get(urlOf(getCoOwnerFundingStateCall, {}, { applicationUuid }))),
    refetchOnMount: 'always',
    refetchInterval: 30_000,
  });

/** "Cancel my loan" by an additional owner, within its own period. */
export const useCancelLoanAsCoOwner = (applicationUuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TCancelLoan) =>
      ZFundingState.parse(await api.post(urlOf(cancelLoanAsCoOwnerCall, {}, { applicationUuid }), request)),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
