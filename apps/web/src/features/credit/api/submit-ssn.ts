import { useMutation } from '@tanstack/react-query';
import { submitSsnPath, ZCreditActionResponse, type TCreditActionResponse } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST the applicant's social security number after a credit no-match; answers the new status only. */
export const submitSsn = async ({ uuid, ssn }: { uuid: string; ssn: string }): Promise<TCreditActionResponse> =>
  ZCreditActionResponse.parse(await api.post(submitSsnPath(uuid), { ssn }));

export const useSubmitSsn = () => useMutation({ mutationFn: submitSsn });
