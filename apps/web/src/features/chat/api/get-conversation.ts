import * as chat from '@playline/contract/api/chat';
import { CHAT_PAGE_DEFAULT, type ChatPage, chatPageSchema } from '@playline/contract/chat';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useHubState } from '#app/lib/realtime/hub.ts';
import { chatKeys } from './keys';

/** Without the hub (not connected yet, or down), the conversation is read again this often. */
export const CHAT_POLL_MS = 10_000;

/**
 * GET /api/chat/messages?before=&limit=: one page of the player's conversation, oldest first. Without `before`, the
 * newest page. The chat loads lazily, so it parses.
 */
export function getChatPage(before: number | undefined, signal?: AbortSignal): Promise<ChatPage> {
  return call(
    chat.getChatMessages,
    { query: { before, limit: CHAT_PAGE_DEFAULT } },
    { signal, parse: (data) => chatPageSchema.parse(data) },
  );
}

/** The conversation's pages, newest first: the next page is the one just older than the oldest message held. */
export type ConversationData = InfiniteData<ChatPage>;

export function conversationQueryOptions() {
  return infiniteQueryOptions({
    queryKey: chatKeys.conversation(),
    queryFn: ({ pageParam, signal }) => getChatPage(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (oldest: ChatPage) => (oldest.hasMore ? oldest.messages[0]?.id : undefined),
    // Replies arrive on the hub; a revisit still reads the conversation as it is now.
    staleTime: 0,
  });
}

/** The conversation; polled while the hub is not connected (replies then have no other way in). */
export function useConversation() {
  const hubOpen = useHubState() === 'open';
  return useInfiniteQuery({ ...conversationQueryOptions(), refetchInterval: hubOpen ? false : CHAT_POLL_MS });
}
