import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pollingDecision, type TPollingDecision } from '@lintel/domain';
import type { TApplicationStatusResponse } from '@lintel/contract';
import { applicationStatusQueryOptions } from '../api/get-application-status.ts';

/** The status shown once polling a waiting status gives up (spec 01 section 4); routed to error/timeout. */
export const GIVEN_UP_STATUS = 'UNKNOWN' as const;

/** What attempt counting reads of a cached query: its data and how often it was fetched. */
interface TCountedQuery {
  state: { data: TApplicationStatusResponse | undefined; dataUpdateCount: number; errorUpdateCount: number };
}

interface TAttemptBase {
  status: string | null;
  /** Fetches already made when this status was first seen. */
  fetchesBefore: number;
}

// Per cached query, not per component: every page watching one application's status shares one count.
const attemptBases = new WeakMap<TCountedQuery, TAttemptBase>();

/**
 * Polls made since the status last changed, not counting the read that first saw it. The polling interval and
 * the render both ask, and get the same answer; a new status restarts the count.
 */
const attemptOf = (query: TCountedQuery): number => {
  const status = query.state.data?.applicationStatus ?? null;
  const fetches = query.state.dataUpdateCount + query.state.errorUpdateCount;
  const base = attemptBases.get(query);
  if (!base || base.status !== status) {
    attemptBases.set(query, { status, fetchesBefore: fetches });
    return 0;
  }
  return fetches - base.fetchesBefore;
};

export interface TApplicationStatusResult {
  /** The status as the server gave it, except that applicationStatus reads UNKNOWN once polling gave up. */
  data: TApplicationStatusResponse | undefined;
  /** Polls made for the current status. */
  attempt: number;
  decision: TPollingDecision | undefined;
  /** When the status was last read or failed (ms since the epoch); 0 before the first answer. */
  updatedAt: number;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * The application's status, polled as spec 01 section 4 says (pollingDecision in @lintel/domain): waiting
 * statuses 14 times, other non-terminal ones 7 times, stable ones never, waiting 1000 ms doubling to 5000 ms
 * between polls. When a waiting status runs out of tries it reads as UNKNOWN (GEN_NOTE_SIGNING stays).
 */
export const useApplicationStatus = (uuid: string): TApplicationStatusResult => {
  const queryClient = useQueryClient();
  const options = applicationStatusQueryOptions(uuid);
  const query = useQuery({
    ...options,
    refetchInterval: (statusQuery) => {
      const status = statusQuery.state.data?.applicationStatus;
      if (!status) return false;
      const decision = pollingDecision({ status, attempt: attemptOf(statusQuery) });
      return decision.poll ? decision.delayMs : false;
    },
    // Waiting in a background tab still moves on: the applicant comes back to the right page.
    refetchIntervalInBackground: true,
  });

  // Read so that every poll re-renders, even one answering the same status: its attempt count moved.
  const updatedAt = Math.max(query.dataUpdatedAt, query.errorUpdatedAt);
  const cached: TCountedQuery | undefined = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  const status = query.data?.applicationStatus;
  const attempt = status && cached ? attemptOf(cached) : 0;
  const decision = status ? pollingDecision({ status, attempt }) : undefined;
  const gaveUpToUnknown = decision !== undefined && !decision.poll && typeof decision.giveUp === 'object';
  const data = query.data && gaveUpToUnknown ? { ...query.data, applicationStatus: GIVEN_UP_STATUS } : query.data;
  return { data, attempt, decision, updatedAt, isPending: query.isPending, isError: query.isError, error: query.error };
};
