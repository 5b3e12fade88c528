import type { ChatConversations, ChatMessage, ChatPage } from '@playline/contract/chat';
import type { ConversationData } from '../api/get-conversation';

/** Messages in id order with no id twice (a push and a refetch may bring the same message). */
export function byIdOnce(messages: readonly ChatMessage[]): ChatMessage[] {
  const seen = new Map<number, ChatMessage>();
  for (const message of messages) seen.set(message.id, message);
  return [...seen.values()].sort((a, b) => a.id - b.id);
}

/** A page with `messages` added after what it holds (those it holds already are left as they are). */
export function appendMessages(page: ChatPage, messages: readonly ChatMessage[]): ChatPage {
  if (messages.every((message) => page.messages.some((held) => held.id === message.id))) return page;
  return { ...page, messages: byIdOnce([...page.messages, ...messages]) };
}

/**
 * The player's conversation with a message that arrived on the hub or as the answer to a send: it joins the newest
 * page (pages are newest first). Nothing changes when the message is there already, or nothing is loaded yet.
 */
export function addToConversation(data: ConversationData | undefined, message: ChatMessage) {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((page) => page.messages.some((held) => held.id === message.id))) return data;
  return { ...data, pages: [appendMessages(newest, [message]), ...older] };
}

/** Every message held, oldest first. */
export function conversationMessages(data: ConversationData | undefined): ChatMessage[] {
  return byIdOnce((data?.pages ?? []).flatMap((page) => page.messages));
}

/**
 * The console's list after a poll: conversations that moved replace what was held of them, and the list is
 * ordered by latest activity again. The answer's cursor is the next poll's `since`.
 */
export function mergeConversations(held: ChatConversations | undefined, moved: ChatConversations): ChatConversations {
  if (!held) return moved;
  if (moved.conversations.length === 0 && moved.cursor === held.cursor) return held;
  const byUser = new Map(held.conversations.map((conversation) => [conversation.userId, conversation]));
  for (const conversation of moved.conversations) byUser.set(conversation.userId, conversation);
  const conversations = [...byUser.values()].sort((a, b) => b.lastMessage.id - a.lastMessage.id);
  return { conversations, cursor: Math.max(held.cursor, moved.cursor) };
}
