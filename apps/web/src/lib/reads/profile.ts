import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfileCall, urlOf, type TProfile } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { isApiError } from '@/lib/api-error.ts';

export const PROFILE_PATH = urlOf(getProfileCall, {});

/** GET the signed-in user's profile (spec 01 section 7). */
export const getProfile = async (): Promise<TProfile> =>
  getProfileCall.answers[200].parse(await api.get(PROFILE_PATH));

/** The profile, or null when none exists yet for this organisation (404): registration asks before it makes one. */
export const findProfile = async (): Promise<TProfile | null> => {
  try {
    return await getProfile();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const profileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
