import { QueryClient } from '@tanstack/react-query';

/**
 * Spec 03 section 9: no refetch on mount, reconnect or window focus, and no retry. Features that need
 * otherwise (conditions every 60 s and on focus; status stale after 250 ms) set it on their own query.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnMount: false, refetchOnReconnect: false, retry: false },
      mutations: { retry: false },
    },
  });
