import { useQuery } from '@tanstack/react-query';
import { getCoDeedStatusCall, urlOf, ZCoDeedStatus, type TCoDeedStatus } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export const coDeedStatusQueryKey = ['co-deed-status'] as const;

/** GET co-deed/status (spec 02 section 7): the signer's application and own steps. */
export const getCoDeedStatus = async (): Promise<TCoDeedStatus> => ZCoDeedStatus.parse(await api.get(urlOf(getCoDeedStatusCall, {})));

/**
 * Only additional signers ask (the pages under heloc-signer are theirs). Spec 03: not retried on a 400; the
 * app's default of no retry covers every other answer too.
 */
export const useCoDeedStatus = (options: { refetchInterval?: number; enabled?: boolean } = {}) =>
  useQuery({ queryKey: coDeedStatusQueryKey, queryFn: getCoDeedStatus, retry: false, ...options });
