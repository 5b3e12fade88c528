import * as responsible from '@playline/contract/api/responsible-gambling';
import { type ResponsibleGambling, responsibleGamblingSchema } from '@playline/contract/auth';
import type { TimeLimitRequest } from '@playline/contract/responsible-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fromServer } from '#app/entities/session-time-limit/from-server.ts';
import { call } from '#app/lib/api-client.ts';
import { useClientStore, useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { rgKeys } from './keys';

/** PUT /api/client/rg/time-limit: 0 removes the limit; answers the session's limit and elapsed seconds. */
export function putTimeLimit(body: TimeLimitRequest, languageId: number): Promise<ResponsibleGambling> {
  return call(
    responsible.setTimeLimit,
    { body, languageId },
    { parse: (data) => responsibleGamblingSchema.parse(data) },
  );
}

/** Saves the limit and applies the answer (kept in session storage by the store, spec §4). */
export function useSetTimeLimit() {
  const store = useClientStoreApi();
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: (body: TimeLimitRequest) => putTimeLimit(body, languageId),
    onSuccess: (rg) => {
      store.getState().setResponsibleGambling(fromServer(rg));
      // A raise now waits for the cooling-off: the safer-gambling state shows it as pending.
      void queryClient.invalidateQueries({ queryKey: rgKeys.state() });
    },
  });
}
