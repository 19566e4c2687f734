import { queryOptions, useQuery } from '@tanstack/react-query';
import { listApplicationsCall, urlOf, type THelocApplication } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export const APPLICATIONS_PATH = urlOf(listApplicationsCall, {});

/** GET the signed-in applicant's HELOC applications (spec 01 section 7): read by the dashboard, the bell and registration. */
export const getApplications = async (): Promise<THelocApplication[]> =>
  listApplicationsCall.answers[200].parse(await api.get(APPLICATIONS_PATH));

export const applicationsQueryOptions = () =>
  queryOptions({ queryKey: ['applications'], queryFn: getApplications });

export const useApplications = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...applicationsQueryOptions(), enabled: options.enabled ?? true });
