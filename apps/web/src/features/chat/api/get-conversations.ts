import * as chat from '@playline/contract/api/chat';
import { CHAT_CONSOLE_POLL_MS, type ChatConversations, chatConversationsSchema } from '@playline/contract/chat';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { mergeConversations } from '../lib/merge';
import { consoleCall } from './console-request';
import { consoleKeys } from './keys';

/**
 * GET /api/admin/chat/conversations?since=: conversations latest first; with `since` (an earlier answer's cursor)
 * only those that moved.
 */
export function getConversations(token: string, since?: number, signal?: AbortSignal): Promise<ChatConversations> {
  return consoleCall(
    token,
    chat.listConversations,
    { query: { since } },
    { signal, parse: (data) => chatConversationsSchema.parse(data) },
  );
}

/**
 * The console's list, polled every 2 s: each poll asks only for what moved since the last cursor and merges it into
 * the list held, so a quiet poll is cheap for the server and changes nothing on screen.
 */
export function useConversations(token: string) {
  const queryClient = useQueryClient();
  const queryKey = consoleKeys.conversations(token);
  return useQuery(
    queryOptions({
      queryKey,
      queryFn: async ({ signal }) => {
        const held = queryClient.getQueryData<ChatConversations>(queryKey);
        return mergeConversations(held, await getConversations(token, held?.cursor, signal));
      },
      refetchInterval: CHAT_CONSOLE_POLL_MS,
      refetchIntervalInBackground: true,
      staleTime: 0,
      retry: false,
    }),
  );
}
