import { queryOptions, useQuery } from '@tanstack/react-query';
import { bpoPath, ZBpoDetails, type TBpoDetails } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** GET the property, the applicant's estimate, the fee and where the order stands (owner only). */
export const getBpo = async (uuid: string): Promise<TBpoDetails> =>
  ZBpoDetails.parse(await api.get(bpoPath(uuid)));

export const bpoQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: ['bpo', uuid], queryFn: () => getBpo(uuid) });

export const useBpo = (uuid: string) => useQuery(bpoQueryOptions(uuid));
