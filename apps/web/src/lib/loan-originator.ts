import { queryOptions, useQuery } from '@tanstack/react-query';
import { findLoanOriginatorCall, urlOf, ZLoanOriginator } from '@lintel/contract';
import { api } from './api-client.ts';

export const loanOriginatorPath = (uuid: string) => urlOf(findLoanOriginatorCall, { loanOriginatorUuid: uuid });

/** GET /service-lead-portal/api/lo/{uuid}?organization=: the referring loan originator's display info. */
export const getLoanOriginator = async (uuid: string, organization: string, signal?: AbortSignal) =>
  ZLoanOriginator.parse(await api.get(loanOriginatorPath(uuid), { query: { organization }, context: 'external', signal, redirectOnUnauthenticated: false }));

export const loanOriginatorQuery = (uuid: string | null, organization: string) =>
  queryOptions({
    queryKey: ['loan-originator', organization, uuid],
    queryFn: ({ signal }) => getLoanOriginator(uuid as string, organization, signal),
    enabled: uuid !== null,
    staleTime: Infinity,
  });

export const useLoanOriginator = (uuid: string | null, organization: string) => useQuery(loanOriginatorQuery(uuid, organization));
