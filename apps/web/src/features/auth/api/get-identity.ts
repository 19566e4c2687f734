import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIdentityCall, getSelfCall, type TIdentity, urlOf, ZIdentity } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export const BROKER_IDENTITY_PATH = urlOf(getSelfCall, { context: 'customer' });
export const LEGACY_IDENTITY_PATH = getIdentityCall.path;
export const USER_NOT_FOUND = 'User not found';

/** Identity lookup (spec 03 section 7): the broker path, then the legacy path; "User not found" if both fail. */
export const getIdentity = async (): Promise<TIdentity> => {
  for (const path of [BROKER_IDENTITY_PATH, LEGACY_IDENTITY_PATH]) {
    try {
      return ZIdentity.parse(await api.get(path));
    } catch {
      // Try the next path; only both failing is an error.
    }
  }
  throw new Error(USER_NOT_FOUND);
};

export const identityQueryOptions = () => queryOptions({ queryKey: ['identity'], queryFn: getIdentity });

export const useIdentity = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...identityQueryOptions(), enabled: options.enabled ?? true });
