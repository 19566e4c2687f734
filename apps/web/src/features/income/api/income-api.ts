import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  completeIncomeLinkCall,
  getIncomeReviewCall,
  startIncomeLinkCall,
  submitEmployerCall,
  submitPaystubsCall,
  urlOf,
  ZIncomeActionResponse,
  ZIncomeReview,
  ZStartLinkResponse,
  type TEmployerRequest,
  type TIncomeReview,
  type TLinkType,
  type TSubmitPaystubsRequest,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** GET income/review's facts: methods, sources, paystubs asked for, employer, next step (owner only). */
export const getIncomeReview = async (uuid: string): Promise<TIncomeReview> =>
  ZIncomeReview.parse(await api.get(urlOf(getIncomeReviewCall, { uuid })));

export const incomeReviewQueryOptions = (uuid: string, refetchInterval?: number) =>
  queryOptions({
    queryKey: ['income', uuid],
    queryFn: () => getIncomeReview(uuid),
    refetchOnMount: 'always',
    ...(refetchInterval ? { refetchInterval } : {}),
  });

export const useIncomeReview = (uuid: string, refetchInterval?: number) => useQuery(incomeReviewQueryOptions(uuid, refetchInterval));

/** Every call that changes the application also changes its status and its conditions: refresh all. */
const useChanging = <TVariables, TAnswer>(mutationFn: (variables: TVariables) => Promise<TAnswer>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
};

export const useStartLink = () =>
  useMutation({
    mutationFn: async ({ uuid, type }: { uuid: string; type: TLinkType }) =>
      ZStartLinkResponse.parse(await api.post(urlOf(startIncomeLinkCall, { uuid }), { type })),
  });

export const useCompleteLink = () =>
  useChanging(async ({ uuid, publicToken, state }: { uuid: string; publicToken: string; state: string }) =>
    ZIncomeActionResponse.parse(await api.post(urlOf(completeIncomeLinkCall, { uuid }), { publicToken, state })),
  );

export const useSubmitPaystubs = () =>
  useChanging(async ({ uuid, request }: { uuid: string; request: TSubmitPaystubsRequest }) =>
    ZIncomeActionResponse.parse(await api.post(urlOf(submitPaystubsCall, { uuid }), request)),
  );

export const useSubmitEmployer = () =>
  useChanging(async ({ uuid, request }: { uuid: string; request: TEmployerRequest }) =>
    ZIncomeActionResponse.parse(await api.post(urlOf(submitEmployerCall, { uuid }), request)),
  );
