import type { LimitKind, LimitPeriod } from '@playline/contract/safer-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useClientStore } from '../../../lib/client-store-context';
import { rgKeys } from './keys';

/** What a waiting raise or removal belongs to: one money limit, or the session time limit. */
export type PendingTarget = { kind: LimitKind; period: LimitPeriod } | 'time_limit';

function pendingPath(target: PendingTarget): string {
  return target === 'time_limit'
    ? '/client/rg/time-limit/pending'
    : `/client/rg/limits/${target.kind}/${target.period}/pending`;
}

/** DELETE …/pending: the waiting change is dropped and the stricter limit in force stays. */
export function deletePending(target: PendingTarget, languageId: number): Promise<unknown> {
  return api.delete(pendingPath(target), { query: { languageId } });
}

export function useCancelPending() {
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: (target: PendingTarget) => deletePending(target, languageId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgKeys.state() }),
  });
}
