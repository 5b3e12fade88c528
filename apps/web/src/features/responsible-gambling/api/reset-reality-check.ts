import * as responsible from '@playline/contract/api/responsible-gambling';
import { type ResponsibleGambling, responsibleGamblingSchema } from '@playline/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { fromServer } from '#app/entities/session-time-limit/from-server.ts';
import { call } from '#app/lib/api-client.ts';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';

/** GET /api/auth/resetRealityCheck: the elapsed count starts again from now. */
export function getResetRealityCheck(): Promise<ResponsibleGambling> {
  return call(responsible.resetRealityCheck, {}, { parse: (data) => responsibleGamblingSchema.parse(data) });
}

export function useResetRealityCheck() {
  const store = useClientStoreApi();
  return useMutation({
    mutationFn: getResetRealityCheck,
    onSuccess: (rg) => store.getState().setResponsibleGambling(fromServer(rg)),
  });
}
