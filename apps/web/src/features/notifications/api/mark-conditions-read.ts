import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markConditionsReadPath } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export { markConditionsReadPath };

/** POST the conditions this person has now seen; the list is then read again so the dots go. */
export const markConditionsRead = (applicationUuid: string, conditionUuids: readonly string[]) =>
  api.post<void>(markConditionsReadPath(applicationUuid), { conditionUuids });

export const useMarkConditionsRead = (applicationUuid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conditionUuids: readonly string[]) => markConditionsRead(applicationUuid, conditionUuids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['conditions', applicationUuid] }),
  });
};
