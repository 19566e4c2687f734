import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApplicationCall, urlOf, type THelocApplication } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { parseWithNewerStatus } from './newer-status.ts';

export const applicationPath = (uuid: string) => urlOf(getApplicationCall, { uuid });

/** GET one of the signed-in applicant's HELOC applications (spec 01 section 7). */
export const getApplication = async (uuid: string): Promise<THelocApplication> =>
  parseWithNewerStatus(getApplicationCall.answers[200], await api.get(applicationPath(uuid)));

export const applicationQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: ['application', uuid], queryFn: () => getApplication(uuid) });

export const useApplication = (uuid: string) => useQuery(applicationQueryOptions(uuid));
