import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfileCall, type TProfile, ZProfile } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** GET the profile, to prefill the contact details the applicant confirms. */
export const getProfileContact = async (): Promise<TProfile> =>
  ZProfile.parse(await api.get(getProfileCall.path));

export const profileContactQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'contact'], queryFn: getProfileContact });

export const useProfileContact = () => useQuery(profileContactQueryOptions());
