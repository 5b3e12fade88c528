import type { ReminderRequest, SessionPlay } from '@playline/contract/safer-gambling';
import { sessionPlaySchema } from '@playline/contract/safer-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useClientStore } from '../../../lib/client-store-context';
import { sessionPlayKey } from './session-play';

/** PUT /api/client/rg/reminder: every 15, 30 or 60 minutes, or 0 (off); answers the session's play. */
export function putReminder(body: ReminderRequest, languageId: number): Promise<SessionPlay> {
  return api.put('/client/rg/reminder', body, {
    query: { languageId },
    parse: (data) => sessionPlaySchema.parse(data),
  });
}

/** Saves the interval; the reminder's count restarts from the answer (see `countFor`). */
export function useSetReminder() {
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: (body: ReminderRequest) => putReminder(body, languageId),
    onSuccess: (play) => queryClient.setQueryData(sessionPlayKey, play),
  });
}
