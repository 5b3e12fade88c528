import { USER_QUERY_ROOT } from '#app/lib/query-client.ts';

/**
 * Query keys of the player's conversation, under the per-user root so logging out or in drops it. The console's
 * keys are not per player (an operator has no session) and live under their own root.
 */
export const chatKeys = {
  all: [USER_QUERY_ROOT, 'chat'] as const,
  conversation: () => [...chatKeys.all, 'conversation'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
};

export const consoleKeys = {
  all: ['chat-console'] as const,
  conversations: (token: string) => [...consoleKeys.all, token, 'conversations'] as const,
  conversation: (token: string, userId: number) => [...consoleKeys.all, token, 'conversation', userId] as const,
};
