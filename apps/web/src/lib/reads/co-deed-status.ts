import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getCoDeedStatusCall, urlOf, ZCoDeedStatus, type TCoDeedStatus } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { rememberSignerApplication, signerApplicationUuid } from '@/lib/signer-application.ts';

/** Every signer read is keyed by the application it is about; invalidating the prefix reaches all. */
export const coDeedStatusQueryKey = ['co-deed-status'] as const;

/** As the application status's stale time (spec 02: 250 ms). */
const CO_DEED_STATUS_STALE_MS = 250;

/**
 * GET co-deed/status (spec 02 section 7): the signer's application and own steps, for the remembered application
 * (decision 042); without one the server answers the latest accepted invitation, which is then remembered.
 */
export const getCoDeedStatus = async (applicationUuid: string | undefined, client?: QueryClient): Promise<TCoDeedStatus> => {
  const status = ZCoDeedStatus.parse(await api.get(urlOf(getCoDeedStatusCall, {}, { applicationUuid })));
  if (!applicationUuid) {
    rememberSignerApplication(status.applicationUuid);
    // The next render asks under the application's own key: it finds this answer there.
    client?.setQueryData([...coDeedStatusQueryKey, status.applicationUuid], status);
  }
  return status;
};

/**
 * Only additional signers ask (the pages under heloc-signer are theirs). Spec 03: not retried on a 400; the
 * app's default of no retry covers every other answer too. Like the application's status (stale after 250 ms),
 * it is read again on arrival at a page: the signer's next step follows what others did meanwhile (the package
 * made, every owner signed, the notary session), not the copy of an earlier page.
 */
export const useCoDeedStatus = (options: { refetchInterval?: number; enabled?: boolean } = {}) => {
  const client = useQueryClient();
  const applicationUuid = signerApplicationUuid();
  return useQuery({
    queryKey: [...coDeedStatusQueryKey, applicationUuid ?? 'latest'],
    queryFn: () => getCoDeedStatus(applicationUuid, client),
    retry: false,
    staleTime: CO_DEED_STATUS_STALE_MS,
    refetchOnMount: true,
    ...options,
  });
};
