import * as rg from '@playline/contract/api/safer-gambling';
import type { ReminderRequest, SessionPlay } from '@playline/contract/safer-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { rgKeys } from './keys';
import { sessionPlayKey } from './session-play';

/** PUT /api/client/rg/reminder: a reality-check reminder every N minutes of a session (0 = off). */
export function putReminder(body: ReminderRequest, languageId: number): Promise<SessionPlay> {
  return call(rg.setReminder, { body, languageId });
}

export function useSetReminder() {
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: (body: ReminderRequest) => putReminder(body, languageId),
    onSettled: async () => {
      // The reminder in the shell reads the interval from the session's play: a new one restarts its count.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rgKeys.state() }),
        queryClient.invalidateQueries({ queryKey: sessionPlayKey }),
      ]);
    },
  });
}
