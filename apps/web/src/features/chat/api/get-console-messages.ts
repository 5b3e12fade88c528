import * as chat from '@playline/contract/api/chat';
import { CHAT_CONSOLE_POLL_MS, CHAT_PAGE_MAX, type ChatPage, chatPageSchema } from '@playline/contract/chat';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { appendMessages } from '../lib/merge';
import { consoleCall } from './console-request';
import { consoleKeys } from './keys';

/** GET /api/admin/chat/conversations/:userId/messages?after=: one player's conversation, oldest first. */
export function getConsoleMessages(
  token: string,
  userId: number,
  after?: number,
  signal?: AbortSignal,
): Promise<ChatPage> {
  return consoleCall(
    token,
    chat.getConversationMessages,
    { params: { userId }, query: { after, limit: CHAT_PAGE_MAX } },
    { signal, parse: (data) => chatPageSchema.parse(data) },
  );
}

/** The open conversation: its newest page first, then every 2 s only the messages after the last one held. */
export function useConsoleMessages(token: string, userId: number) {
  const queryClient = useQueryClient();
  const queryKey = consoleKeys.conversation(token, userId);
  return useQuery(
    queryOptions({
      queryKey,
      queryFn: async ({ signal }) => {
        const held = queryClient.getQueryData<ChatPage>(queryKey);
        const last = held?.messages.at(-1)?.id;
        const page = await getConsoleMessages(token, userId, last, signal);
        return held && last !== undefined ? appendMessages(held, page.messages) : page;
      },
      refetchInterval: CHAT_CONSOLE_POLL_MS,
      refetchIntervalInBackground: true,
      staleTime: 0,
      retry: false,
    }),
  );
}
