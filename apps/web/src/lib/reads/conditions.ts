import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONDITIONS_REFETCH_MS, sortConditionsForList } from '@lintel/domain';
import { conditionsPath, listSignerConditionsCall, urlOf, ZConditionList, type TApplicantCondition } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export { conditionsPath };

/** An additional signer reads its own conditions on the application it signs for (decision 036). */
const listPath = (applicationUuid: string, forSigner: boolean) => (forSigner ? urlOf(listSignerConditionsCall, {}) : conditionsPath(applicationUuid));

/**
 * GET the applicant's conditions (spec 03 section 7), known categories only, oldest first. Unknown
 * categories are dropped before parsing, so a new category on the server never breaks the bell.
 * `forSigner`: the co-owner's own conditions instead.
 */
export const getConditions = async (applicationUuid: string, includeResolved = false, forSigner = false): Promise<TApplicantCondition[]> => {
  const path = listPath(applicationUuid, forSigner);
  const query = { ...(forSigner ? { applicationUuid } : {}), ...(includeResolved ? { includeResolved: 'true' } : {}) };
  const raw = await api.get<unknown>(path, { query });
  const known = sortConditionsForList(Array.isArray(raw) ? (raw as { categoryEnum: string; created: string }[]) : []);
  return ZConditionList.parse(known);
};

/**
 * The exception to the query defaults (spec 03 section 9): the conditions list refreshes every 60 s and
 * when the window regains focus (and when a page showing it opens, if an answer made it stale).
 */
export const conditionsQueryOptions = (applicationUuid: string, includeResolved = false, forSigner = false) =>
  queryOptions({
    queryKey: ['conditions', applicationUuid, includeResolved ? 'all' : 'open', forSigner ? 'signer' : 'applicant'],
    queryFn: () => getConditions(applicationUuid, includeResolved, forSigner),
    refetchInterval: CONDITIONS_REFETCH_MS,
    refetchOnWindowFocus: 'always',
    // A condition page that opens after an answer must not show the list as it was before it.
    refetchOnMount: true,
  });

export const useConditions = (applicationUuid: string | undefined, includeResolved = false, forSigner = false) =>
  useQuery({ ...conditionsQueryOptions(applicationUuid ?? '', includeResolved, forSigner), enabled: Boolean(applicationUuid) });
