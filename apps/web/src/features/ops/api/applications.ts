import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createAgentConditionCall,
  getAgentApplicationCall,
  listAgentApplicationsCall,
  listApplicationMessagesCall,
  moveAgentApplicationStatusCall,
  resolveAgentConditionCall,
  revealApplicantFactsCall,
  urlOf,
  ZAgentApplicationDetail,
  ZAgentApplicationList,
  ZAgentCondition,
  ZApplicantFacts,
  ZApplicationMessageList,
  ZHelocApplication,
  type TAgentStatusChangeRequest,
  type TCreateConditionRequest,
} from '@lintel/contract';
import { opsApi } from './ops-request.ts';

export type TQueueFilters = {
  status?: string | undefined;
  org?: string | undefined;
  q?: string | undefined;
  minAgeDays?: number | undefined;
  maxAgeDays?: number | undefined;
  page: number;
};
export const QUEUE_PAGE_SIZE = 20;

export const applicationsQuery = (filters: TQueueFilters) =>
  queryOptions({
    queryKey: ['ops', 'applications', filters],
    queryFn: async ({ signal }) =>
      ZAgentApplicationList.parse(
        await opsApi.get(urlOf(listAgentApplicationsCall, {}, { ...filters, size: QUEUE_PAGE_SIZE }), { signal }),
      ),
    placeholderData: keepPreviousData,
  });

export const useApplications = (filters: TQueueFilters) => useQuery(applicationsQuery(filters));

const detailKey = (uuid: string) => ['ops', 'application', uuid] as const;

export const useApplicationDetail = (uuid: string) =>
  useQuery({
    queryKey: detailKey(uuid),
    queryFn: async ({ signal }) => ZAgentApplicationDetail.parse(await opsApi.get(urlOf(getAgentApplicationCall, { uuid }), { signal })),
  });

export const useApplicationMessages = (uuid: string) =>
  useQuery({
    queryKey: [...detailKey(uuid), 'messages'],
    queryFn: async ({ signal }) => ZApplicationMessageList.parse(await opsApi.get(urlOf(listApplicationMessagesCall, { uuid }), { signal })),
  });

/** Every change on the page refreshes the application (its audit trail records the change). */
const useRefreshing = <TInput, TOutput>(uuid: string, mutationFn: (input: TInput) => Promise<TOutput>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: detailKey(uuid) }),
  });
};

export const useMoveStatus = (uuid: string) =>
  useRefreshing(uuid, async (request: Pick<TAgentStatusChangeRequest, 'status' | 'reason' | 'force'>) =>
    ZHelocApplication.parse(await opsApi.post(urlOf(moveAgentApplicationStatusCall, { uuid }), { ...request, fields: {} })),
  );

export const useCreateCondition = (uuid: string) =>
  useRefreshing(uuid, async (request: Partial<TCreateConditionRequest> & Pick<TCreateConditionRequest, 'categoryEnum'>) =>
    ZAgentCondition.parse(await opsApi.post(urlOf(createAgentConditionCall, { uuid }), request)),
  );

export const useResolveCondition = (uuid: string) =>
  useRefreshing(uuid, async (input: { conditionUuid: string; resolution: string }) =>
    ZAgentCondition.parse(
      await opsApi.patch(urlOf(resolveAgentConditionCall, { uuid, conditionUuid: input.conditionUuid }), { resolution: input.resolution }),
    ),
  );

/** The reveal is written to the audit trail: the application is read again so the trail shows it at once. */
export const useRevealFacts = (uuid: string) =>
  useRefreshing(uuid, async (reason: string) => ZApplicantFacts.parse(await opsApi.post(urlOf(revealApplicantFactsCall, { uuid }), { reason })));
