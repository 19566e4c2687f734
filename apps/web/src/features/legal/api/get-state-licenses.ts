import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATE_LICENSES_PATH, ZStateLicensesResponse } from '@lintel/contract';
import { sortStateLicenses } from '@lintel/domain';
import { api } from '@/lib/api-client.ts';

/** GET .../heloc/state-licenses?orgCode=: the organisation's licensed states, by name case-insensitively. */
export const getStateLicenses = async (orgCode: string, signal?: AbortSignal) => {
  const licenses = ZStateLicensesResponse.parse(
    await api.get(STATE_LICENSES_PATH, { query: { orgCode }, context: 'external', signal, redirectOnUnauthenticated: false }),
  );
  // Sorted again here so the footer's order never depends on the server's.
  const names = new Map(licenses.map((l) => [l.abbrev, l.name]));
  return sortStateLicenses(licenses.map((l) => l.abbrev)).map((l) => ({ abbrev: l.abbrev, name: names.get(l.abbrev) ?? l.name }));
};

export const stateLicensesQuery = (orgCode: string) =>
  queryOptions({ queryKey: ['state-licenses', orgCode], queryFn: ({ signal }) => getStateLicenses(orgCode, signal), staleTime: 60 * 60_000 });

export const useStateLicenses = (orgCode: string) => useQuery(stateLicensesQuery(orgCode));
