import * as responsible from '@playline/contract/api/responsible-gambling';
import { type ResponsibleGambling, responsibleGamblingSchema } from '@playline/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { fromServer } from '../../../entities/session-time-limit/from-server';
import { call } from '../../../lib/api-client';
import { useClientStoreApi } from '../../../lib/client-store-context';

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
