import { queryOptions, useQuery } from '@tanstack/react-query';
import { offersPath, ZOffersResponse, type TOffersResponse } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** GET the offer set, the liabilities, the current choice and what changed (owner only). */
export const getOffers = async (uuid: string): Promise<TOffersResponse> =>
  ZOffersResponse.parse(await api.get(offersPath(uuid)));

export const offersQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: ['offers', uuid], queryFn: () => getOffers(uuid) });

export const useOffers = (uuid: string) => useQuery(offersQueryOptions(uuid));
