import * as rg from '@playline/contract/api/safer-gambling';
import { type SaferGambling, type SetLimitRequest, saferGamblingSchema } from '@playline/contract/safer-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { rgKeys } from './keys';

/** PUT /api/client/rg/limits: a decrease or a new limit applies at once, a raise or removal waits (pending). */
export function putLimit(body: SetLimitRequest, languageId: number): Promise<SaferGambling> {
  return call(rg.setLimit, { body, languageId }, { parse: (data) => saferGamblingSchema.parse(data) });
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: (body: SetLimitRequest) => putLimit(body, languageId),
    onSuccess: (state) => queryClient.setQueryData(rgKeys.state(), state),
  });
}
