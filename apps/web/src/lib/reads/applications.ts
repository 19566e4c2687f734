import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZHelocApplicationList, type THelocApplication } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export const APPLICATIONS_PATH = '/service-application/api/v1/application/heloc/all';

/** GET the signed-in applicant's HELOC applications (spec 01 section 7): read by the dashboard and the bell. */
export const getApplications = async (): Promise<THelocApplication[]> =>
  ZHelocApplicationList.parse(await api.get(APPLICATIONS_PATH));

export const applicationsQueryOptions = () => queryOptions({ queryKey: ['applications'], queryFn: getApplications });

export const useApplications = (options: { enabled?: boolean } = {}) => useQuery({ ...applicationsQueryOptions(), enabled: options.enabled ?? true });
