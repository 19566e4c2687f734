import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conditionAnswerPath, ZApplicantCondition, type TApplicantCondition } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST: the borrower has done what the condition asks (spec 04 s9: an upload marks it for review). */
export const answerCondition = async (options: { applicationUuid: string; conditionUuid: string }): Promise<TApplicantCondition> =>
  ZApplicantCondition.parse(await api.post(conditionAnswerPath(options.applicationUuid, options.conditionUuid)));

export const useAnswerCondition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerCondition,
    onSettled: (_data, _error, variables) => queryClient.invalidateQueries({ queryKey: ['conditions', variables.applicationUuid] }),
  });
};
