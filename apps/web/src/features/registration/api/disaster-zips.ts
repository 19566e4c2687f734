import { useQuery } from '@tanstack/react-query';
import { DISASTER_ZIPS_PATH, ZDisasterZips } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { getOrgCode } from '@/lib/org.ts';

/** The organisation's zips in a declared disaster area (public: asked before an account exists). */
export const getDisasterZips = async (orgCode: string): Promise<string[]> =>
  ZDisasterZips.parse(
    await api.get(DISASTER_ZIPS_PATH, {
      query: { orgCode },
      context: 'external',
      redirectOnUnauthenticated: false,
    }),
  );

/** Fetched once per page; the warning is advice only, so a failed fetch simply shows none. */
export const useDisasterZips = (): readonly string[] => {
  const orgCode = getOrgCode();
  const query = useQuery({
    queryKey: ['registration', 'disaster-zips', orgCode],
    queryFn: () => getDisasterZips(orgCode),
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? [];
};
