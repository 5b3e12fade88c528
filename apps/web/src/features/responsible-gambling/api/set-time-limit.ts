import { type ResponsibleGambling, responsibleGamblingSchema } from '@playline/contract/auth';
import type { TimeLimitRequest } from '@playline/contract/responsible-gambling';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useClientStore, useClientStoreApi } from '../../../lib/client-store-context';
import { fromServer } from '../../../lib/responsible-gambling';
import { getResetRealityCheck } from './reset-reality-check';

/** PUT /api/client/rg/time-limit: 0 removes the limit; answers the session's limit and elapsed seconds. */
export function putTimeLimit(body: TimeLimitRequest, languageId: number): Promise<ResponsibleGambling> {
  return api.put('/client/rg/time-limit', body, {
    query: { languageId },
    parse: (data) => responsibleGamblingSchema.parse(data),
  });
}

/**
 * Saves the limit and applies the answer (kept in session storage by the store, spec §4). A limit that applies at
 * once starts its count from now (issue 19): without the restart, a limit shorter than the time already played
 * would alert at once, and the casino would refuse to start a game.
 */
export function useSetTimeLimit() {
  const store = useClientStoreApi();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: async (body: TimeLimitRequest) => {
      const before = store.getState().responsibleGambling.timeLimitSeconds;
      const saved = await putTimeLimit(body, languageId);
      const changed = saved.timeLimitSeconds !== before && saved.timeLimitSeconds > 0;
      return changed ? getResetRealityCheck() : saved;
    },
    onSuccess: (rg) => store.getState().setResponsibleGambling(fromServer(rg)),
  });
}
