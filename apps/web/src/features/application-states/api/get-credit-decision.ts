import { queryOptions, useQuery } from '@tanstack/react-query';
import { creditDecisionPath, ZCreditDecisionResponse, type TCreditDecisionResponse } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** GET the adverse-action reasons of a declined application (credit module). */
export const getCreditDecision = async (uuid: string): Promise<TCreditDecisionResponse> =>
  ZCreditDecisionResponse.parse(await api.get(creditDecisionPath(uuid)));

export const creditDecisionQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: ['credit-decision', uuid], queryFn: () => getCreditDecision(uuid) });

export const useCreditDecision = (uuid: string) => useQuery(creditDecisionQueryOptions(uuid));
