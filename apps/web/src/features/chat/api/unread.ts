import * as chat from '@playline/contract/api/chat';
import type { ChatUnread } from '@playline/contract/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { chatKeys } from './keys';

/** GET /api/chat/unread: replies the player has not read (the server keeps the mark). Typed: the header uses it. */
export const getChatUnread = (signal?: AbortSignal): Promise<ChatUnread> =>
  call(chat.getChatUnread, {}, { signal, report: false });

/** The unread count for the chat entry's badge; read once per session and again when a reply arrives. */
export function useChatUnread(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => getChatUnread(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/chat/read: the conversation is seen up to a message; the badge takes the server's new count. */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => call(chat.markChatRead, { body: { upTo } }, { report: false }),
    onSuccess: (answer) => queryClient.setQueryData(chatKeys.unread(), answer),
  });
}
