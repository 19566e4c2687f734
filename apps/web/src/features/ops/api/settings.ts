import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  advanceClockCall,
  createBannerCall,
  getClockCall,
  listBannersCall,
  listFlagsCall,
  updateBannerCall,
  updateFlagCall,
  urlOf,
  ZBanner,
  ZBannerList,
  ZClockResponse,
  ZFlagDefinition,
  ZFlagDefinitionList,
  type TCreateBannerRequest,
  type TUpdateBannerRequest,
} from '@lintel/contract';
import { opsApi } from './ops-request.ts';

// Flags belong to one brand: the organisation header names it.
const orgHeader = (org: string) => ({ headers: { 'x-org': org } });

export const useFlags = (org: string) =>
  useQuery({
    queryKey: ['ops', 'flags', org],
    queryFn: async ({ signal }) => ZFlagDefinitionList.parse(await opsApi.get(listFlagsCall.path, { ...orgHeader(org), signal })),
  });

export const useSetFlag = (org: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { key: string; enabled: boolean }) =>
      ZFlagDefinition.parse(await opsApi.put(urlOf(updateFlagCall, { key: input.key }), { enabled: input.enabled }, orgHeader(org))),
    onSettled: () => client.invalidateQueries({ queryKey: ['ops', 'flags', org] }),
  });
};

const bannersKey = ['ops', 'banners'] as const;

export const useBannerList = () =>
  useQuery({ queryKey: bannersKey, queryFn: async ({ signal }) => ZBannerList.parse(await opsApi.get(listBannersCall.path, { signal })) });

export const useCreateBanner = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: TCreateBannerRequest) => ZBanner.parse(await opsApi.post(createBannerCall.path, request)),
    onSettled: () => client.invalidateQueries({ queryKey: bannersKey }),
  });
};

export const useUpdateBanner = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { uuid: string; change: TUpdateBannerRequest }) =>
      ZBanner.parse(await opsApi.put(urlOf(updateBannerCall, { uuid: input.uuid }), input.change)),
    onSettled: () => client.invalidateQueries({ queryKey: bannersKey }),
  });
};

const clockKey = ['ops', 'clock'] as const;

/** The simulated clock: admins in sandbox mode only (404 otherwise, shown as "not available"). */
export const useClock = () =>
  useQuery({
    queryKey: clockKey,
    queryFn: async ({ signal }) => ZClockResponse.parse(await opsApi.get(getClockCall.path, { signal })),
    retry: false,
  });

export const useAdvanceClock = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (minutes: number) => ZClockResponse.parse(await opsApi.post(advanceClockCall.path, { minutes })),
    onSuccess: (answer) => client.setQueryData(clockKey, answer),
  });
};
