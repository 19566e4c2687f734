import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONDITIONS_REFETCH_MS, sortConditionsForList } from '@lintel/domain';
import { conditionsPath, ZConditionList, type TApplicantCondition } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export { conditionsPath };

/**
 * GET the applicant's conditions (spec 03 section 7), known categories only, oldest first. Unknown
 * categories are dropped before parsing, so a new category on the server never breaks the bell.
 */
export const getConditions = async (applicationUuid: string, includeResolved = false): Promise<TApplicantCondition[]> => {
  const raw = await api.get<unknown>(conditionsPath(applicationUuid), { query: includeResolved ? { includeResolved: 'true' } : undefined });
  const known = sortConditionsForList(Array.isArray(raw) ? (raw as { categoryEnum: string; created: string }[]) : []);
  return ZConditionList.parse(known);
};

/**
 * The exception to the query defaults (spec 03 section 9): the conditions list refreshes every 60 s and
 * when the window regains focus (and when a page showing it opens, if an answer made it stale).
 */
export const conditionsQueryOptions = (applicationUuid: string, includeResolved = false) =>
  queryOptions({
    queryKey: ['conditions', applicationUuid, includeResolved ? 'all' : 'open'],
    queryFn: () => getConditions(applicationUuid, includeResolved),
    refetchInterval: CONDITIONS_REFETCH_MS,
    refetchOnWindowFocus: 'always',
    // A condition page that opens after an answer must not show the list as it was before it.
    refetchOnMount: true,
  });

export const useConditions = (applicationUuid: string | undefined, includeResolved = false) =>
  useQuery({ ...conditionsQueryOptions(applicationUuid ?? '', includeResolved), enabled: Boolean(applicationUuid) });
