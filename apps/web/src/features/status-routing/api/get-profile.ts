import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfile, type TProfile } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export const PROFILE_PATH = '/service-profile/api/v1/profile';

/** GET the signed-in user's profile (spec 01 section 7). */
export const getProfile = async (): Promise<TProfile> => ZProfile.parse(await api.get(PROFILE_PATH));

export const profileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
