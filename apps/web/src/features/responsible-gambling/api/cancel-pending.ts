import * as responsible from '@playline/contract/api/responsible-gambling';
import * as rg from '@playline/contract/api/safer-gambling';
import type { LimitKind, LimitPeriod } from '@playline/contract/safer-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { rgKeys } from './keys';

/** What a waiting raise or removal belongs to: one money limit, or the session time limit. */
export type PendingTarget = { kind: LimitKind; period: LimitPeriod } | 'time_limit';

/** DELETE …/pending: the waiting change is dropped and the stricter limit in force stays. */
export function deletePending(target: PendingTarget, languageId: number): Promise<unknown> {
  if (target === 'time_limit') return call(responsible.cancelPendingTimeLimit, { languageId });
  return call(rg.cancelPendingLimit, { params: target, languageId });
}

export function useCancelPending() {
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: (target: PendingTarget) => deletePending(target, languageId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgKeys.state() }),
  });
}
