import { useQuery } from '@tanstack/react-query';
import { getFundingStateCall, urlOf, ZFundingState, type TFundedLine } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** The funded line of a COMPLETE application (amount, rate, first payment): the funding call's fundedLine. */
export const useFundedLine = (uuid: string, enabled: boolean) =>
  useQuery({
    queryKey: ['funding', uuid],
    queryFn: async () => ZFundingState.parse(await api.get(urlOf(getFundingStateCall, { uuid }))),
    enabled,
    select: (state): TFundedLine | null => state.fundedLine,
  });
