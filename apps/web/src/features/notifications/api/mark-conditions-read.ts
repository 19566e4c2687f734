import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markConditionsReadPath, markSignerConditionsReadCall, urlOf } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export { markConditionsReadPath };

/** POST the conditions this person has now seen; the list is then read again so the dots go. A co-owner marks its own. */
export const markConditionsRead = (applicationUuid: string, conditionUuids: readonly string[], forSigner = false) =>
  api.post<void>(forSigner ? urlOf(markSignerConditionsReadCall, {}, { applicationUuid }) : markConditionsReadPath(applicationUuid), { conditionUuids });

export const useMarkConditionsRead = (applicationUuid: string, forSigner = false) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conditionUuids: readonly string[]) => markConditionsRead(applicationUuid, conditionUuids, forSigner),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['conditions', applicationUuid] }),
  });
};
