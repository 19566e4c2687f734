import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerSignerConditionCall, conditionAnswerPath, urlOf, ZApplicantCondition, type TApplicantCondition } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/**
 * POST: the borrower has done what the condition asks (spec 04 s9: an upload marks it for review). `forSigner`:
 * a co-owner answers its own condition on the application it signs for (decision 036).
 */
export const answerCondition = async (options: { applicationUuid: string; conditionUuid: string; forSigner?: boolean }): Promise<TApplicantCondition> =>
  ZApplicantCondition.parse(
    await api.post(
      options.forSigner
        ? urlOf(answerSignerConditionCall, { conditionUuid: options.conditionUuid }, { applicationUuid: options.applicationUuid })
        : conditionAnswerPath(options.applicationUuid, options.conditionUuid),
    ),
  );

export const useAnswerCondition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerCondition,
    onSettled: (_data, _error, variables) => queryClient.invalidateQueries({ queryKey: ['conditions', variables.applicationUuid] }),
  });
};
