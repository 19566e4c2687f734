import { queryOptions } from '@tanstack/react-query';
import { getApplicationStatusCall, urlOf, type TApplicationStatusResponse } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { parseWithNewerStatus } from './newer-status.ts';

export const applicationStatusPath = (uuid: string) => urlOf(getApplicationStatusCall, { uuid });

/** Spec 03 section 9: the status is stale after 250 ms (the app's other queries never go stale by themselves). */
export const STATUS_STALE_TIME_MS = 250;

/** GET the application's status (spec 01 section 7); polled by useApplicationStatus and the processing modal. */
export const getApplicationStatus = async (uuid: string): Promise<TApplicationStatusResponse> =>
  parseWithNewerStatus(getApplicationStatusCall.answers[200], await api.get(applicationStatusPath(uuid)));

export const applicationStatusQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['application-status', uuid],
    queryFn: () => getApplicationStatus(uuid),
    staleTime: STATUS_STALE_TIME_MS,
    // A page that opens on a status older than 250 ms reads it again rather than trusting it.
    refetchOnMount: true,
  });
