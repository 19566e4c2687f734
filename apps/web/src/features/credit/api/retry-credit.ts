import { useMutation } from '@tanstack/react-query';
import { retryCreditPath, ZCreditActionResponse, type TCreditActionResponse } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST a retry of the credit pull once the applicant has lifted the freeze at the bureaus. */
export const retryCredit = async (uuid: string): Promise<TCreditActionResponse> =>
  ZCreditActionResponse.parse(await api.post(retryCreditPath(uuid)));

export const useRetryCredit = () => useMutation({ mutationFn: retryCredit });
