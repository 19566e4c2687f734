import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApplicationCall, listApplicationsCall, urlOf, type THelocApplication } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { parseWithNewerStatus } from './newer-status.ts';

export const APPLICATIONS_PATH = urlOf(listApplicationsCall, {});

/** GET the signed-in applicant's HELOC applications (spec 01 section 7): read by the dashboard, the bell and registration. */
export const getApplications = async (): Promise<THelocApplication[]> => {
  const raw = await api.get<unknown>(APPLICATIONS_PATH);
  return Array.isArray(raw)
    ? raw.map((item) => parseWithNewerStatus(getApplicationCall.answers[200], item))
    : listApplicationsCall.answers[200].parse(raw);
};

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: ['applications'], queryFn: getApplications });

export const useApplications = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...applicationsQueryOptions(), enabled: options.enabled ?? true });
