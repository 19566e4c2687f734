import { queryOptions, useQuery } from '@tanstack/react-query';
import { offersPath, ZOffersResponse } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** While the summary-disclosure job runs, the page asks again this often (the job takes a moment). */
export const SUMMARY_STEP_POLL_MS = 1000;
const PREPARING = 'GEN_SUMMARY_DISCLOSURE';

/** The application's status, from the offers answer this feature's calls belong to. */
export const getSummaryStep = async (uuid: string): Promise<string> =>
  ZOffersResponse.parse(await api.get(offersPath(uuid))).applicationStatus;

/** start/app-summary's status: polled until GEN_SUMMARY_DISCLOSURE has moved on to APP_SUBMISSION. */
export const useSummaryStep = (uuid: string) =>
  useQuery(
    queryOptions({
      queryKey: ['summary-step', uuid],
      queryFn: () => getSummaryStep(uuid),
      refetchInterval: (query) => (query.state.data === PREPARING ? SUMMARY_STEP_POLL_MS : false),
    }),
  );

export const isSummaryBeingPrepared = (status: string | undefined) => status === PREPARING;
