import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { FlagContext, type TFlagState } from '@/lib/feature-flags.ts';
import { getOrgCode } from '@/lib/org.ts';
import { getTrackerUuid } from '@/lib/telemetry/index.ts';
import { applicationUuidFromPath, identityUuidFromToken } from '@/lib/token-identity.ts';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { flagDecisionsQuery } from '../api/get-flag-decisions.ts';

/** Fetches the flag decisions for this visitor (again when they log in or open another application). */
export const FlagsProvider = ({ children }: { children: ReactNode }) => {
  const authenticated = useIsAuthenticated();
  const { pathname } = useLocation();
  const user = {
    trackerId: getTrackerUuid(),
    organization: getOrgCode(),
    identityUuid: authenticated ? identityUuidFromToken() : undefined,
    applicationUuid: applicationUuidFromPath(pathname),
  };
  const query = useQuery(flagDecisionsQuery(user));
  const state = useMemo<TFlagState>(
    () => ({ status: query.data ? 'ready' : query.isError ? 'error' : 'loading', flags: query.data ?? {} }),
    [query.data, query.isError],
  );
  return <FlagContext.Provider value={state}>{children}</FlagContext.Provider>;
};
