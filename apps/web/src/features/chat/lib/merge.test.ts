import { describe, expect, it } from 'vitest';
import { chatMessage } from '../chat-test-kit';
import { addToConversation, conversationMessages, mergeConversations } from './merge';

const conversation = (userId: number, lastId: number, unanswered = 1) => ({
  userId,
  userName: `u${userId}`,
  brandKey: 'hellas',
  brandName: 'Hellas Bet',
  lastMessage: chatMessage({ id: lastId }),
  unanswered,
  updatedAt: new Date().toISOString(),
});

describe('chat merges', () => {
  it('adds a pushed message to the newest page once, and reads all pages oldest first', () => {
    const older = { messages: [chatMessage({ id: 1 }), chatMessage({ id: 2 })], hasMore: false };
    const newest = { messages: [chatMessage({ id: 3 })], hasMore: true };
    const data = { pages: [newest, older], pageParams: [undefined, 3] };
    const pushed = chatMessage({ id: 4 });
    const after = addToConversation(data, pushed);
    expect(conversationMessages(after).map((message) => message.id)).toEqual([1, 2, 3, 4]);
    expect(addToConversation(after, pushed)).toBe(after);
    expect(addToConversation(undefined, pushed)).toBeUndefined();
  });

  it('replaces conversations that moved and orders the list by latest message', () => {
    const held = { conversations: [conversation(1, 10), conversation(2, 8)], cursor: 10 };
    const moved = { conversations: [conversation(2, 12, 3)], cursor: 12 };
    const merged = mergeConversations(held, moved);
    expect(merged.conversations.map((item) => [item.userId, item.unanswered])).toEqual([
      [2, 3],
      [1, 1],
    ]);
    expect(merged.cursor).toBe(12);
    expect(mergeConversations(merged, { conversations: [], cursor: 12 })).toBe(merged);
  });
});
