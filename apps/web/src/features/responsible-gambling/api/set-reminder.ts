import type { ReminderRequest } from '@playline/contract/safer-gambling';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useClientStore } from '../../../lib/client-store-context';
import { rgKeys } from './keys';

/** PUT /api/client/rg/reminder: a reality-check reminder every N minutes of a session (0 = off). */
export function putReminder(body: ReminderRequest, languageId: number): Promise<unknown> {
  return api.put('/client/rg/reminder', body, { query: { languageId } });
}

export function useSetReminder() {
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: (body: ReminderRequest) => putReminder(body, languageId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rgKeys.state() }),
  });
}
