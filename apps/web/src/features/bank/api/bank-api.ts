import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chooseAutopayCall,
  chooseDisbursementAccountCall,
  completeBankLinkCall,
  confirmDisbursementAccountCall,
  getBankStateCall,
  lookUpRoutingNumberCall,
  startBankLinkCall,
  urlOf,
  ZBankActionResponse,
  ZBankState,
  ZRoutingLookup,
  ZStartBankLinkResponse,
  type TAutopayRequest,
  type TBankState,
  type TChooseDisbursementRequest,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** GET the bank screens' facts: the accounts (last 4 digits only), the choices made, the autopay discount. */
export const getBankState = async (uuid: string): Promise<TBankState> => ZBankState.parse(await api.get(urlOf(getBankStateCall, { uuid })));

export const bankStateQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: ['bank', uuid], queryFn: () => getBankState(uuid), refetchOnMount: 'always' });

export const useBankState = (uuid: string) => useQuery(bankStateQueryOptions(uuid));

/** The bank's name for a routing number that passes the checksum (null when the directory does not list it). */
export const useRoutingLookup = (uuid: string, routingNumber: string) =>
  useQuery({
    queryKey: ['bank', uuid, 'routing', routingNumber],
    queryFn: async () => ZRoutingLookup.parse(await api.get(urlOf(lookUpRoutingNumberCall, { uuid, routingNumber }))),
    enabled: /^\d{9}$/.test(routingNumber),
    staleTime: Infinity,
  });

const useChanging = <TVariables, TAnswer>(mutationFn: (variables: TVariables) => Promise<TAnswer>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
};

export const useStartBankLink = () =>
  useMutation({ mutationFn: async ({ uuid }: { uuid: string }) => ZStartBankLinkResponse.parse(await api.post(urlOf(startBankLinkCall, { uuid }), {})) });

export const useCompleteBankLink = () =>
  useChanging(async ({ uuid, publicToken, state }: { uuid: string; publicToken: string; state: string }) =>
    ZBankState.parse(await api.post(urlOf(completeBankLinkCall, { uuid }), { publicToken, state })),
  );

export const useChooseDisbursement = () =>
  useChanging(async ({ uuid, request }: { uuid: string; request: TChooseDisbursementRequest }) =>
    ZBankState.parse(await api.put(urlOf(chooseDisbursementAccountCall, { uuid }), request)),
  );

export const useConfirmDisbursement = () =>
  useChanging(async ({ uuid }: { uuid: string }) => ZBankActionResponse.parse(await api.post(urlOf(confirmDisbursementAccountCall, { uuid }), {})));

export const useChooseAutopay = () =>
  useChanging(async ({ uuid, request }: { uuid: string; request: TAutopayRequest }) =>
    ZBankActionResponse.parse(await api.put(urlOf(chooseAutopayCall, { uuid }), request)),
  );
