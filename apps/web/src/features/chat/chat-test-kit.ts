import type { ChatMessage, ChatPage } from '@playline/contract/chat';
import { type FetchHandler, json, mockFetch } from '#app/test/fetch-mock.ts';

let ids = 100;

/** A message of the conversation, written now unless said otherwise. */
export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  ids += 1;
  return {
    id: ids,
    sender: 'player',
    operatorName: null,
    body: `message ${ids}`,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export interface ChatServer {
  /** The conversation as the server holds it, oldest first. */
  messages: ChatMessage[];
  /** Bodies the player posted, in order (failed attempts included). */
  posted: string[];
  /** Makes the next POSTs answer this status (then back to 201). */
  failNext: number[];
}

/** Plays the player's side of the chat API over the fetch mock; `extra` answers other calls first. */
export function serveChat(messages: ChatMessage[] = [], extra: FetchHandler = () => undefined): ChatServer {
  const server: ChatServer = { messages: [...messages], posted: [], failNext: [] };
  mockFetch((url, init) => {
    const answered = extra(url, init);
    if (answered) return answered;
    if (url.pathname !== '/api/chat/messages') return undefined;
    if (init.method === 'POST') {
      const { body } = JSON.parse(String(init.body)) as { body: string };
      server.posted.push(body);
      const status = server.failNext.shift();
      if (status) return json({ statusCode: status, error: 'Error', message: 'refused' }, status);
      const stored = chatMessage({ body });
      server.messages.push(stored);
      return json(stored, 201);
    }
    const page: ChatPage = { messages: server.messages.slice(-50), hasMore: server.messages.length > 50 };
    return json(page);
  });
  return server;
}
