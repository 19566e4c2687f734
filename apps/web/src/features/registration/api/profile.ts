import { ZProfile, type TProfile } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { api } from '@/lib/api-client.ts';

export const PROFILE_PATH = '/service-profile/api/v1/profile';

/** The signed-in person's profile, or null when none exists yet for this organisation (404). */
export const findProfile = async (): Promise<TProfile | null> => {
  try {
    return ZProfile.parse(await api.get(PROFILE_PATH));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};
