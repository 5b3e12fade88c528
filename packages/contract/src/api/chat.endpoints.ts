import { endpoint } from '../http/endpoint';
import {
  chatConversationsQuerySchema,
  chatConversationsSchema,
  chatHistoryQuerySchema,
  chatMessageSchema,
  chatPageSchema,
  chatReadSchema,
  chatReplySchema,
  chatSendSchema,
  chatUnreadSchema,
  chatUserParamsSchema,
} from './chat';
import * as routes from './chat.routes';

/** A player on a site with chat: 404 where the brand has none, 403 for a shop terminal's session. */
const player = { tags: ['chat'], auth: 'session', errors: [403, 404] } as const;
const operator = { tags: ['admin'], auth: 'staff', permission: 'support.chat', errors: [404] } as const;

export const chatEndpoints = {
  getChatMessages: endpoint(routes.getChatMessages, {
    ...player,
    summary: "The player's support conversation, one page, oldest first",
    description:
      'Without before/after: the newest `limit` messages. `before=<id>`: the page older than it. ' +
      '`after=<id>`: messages newer than it (catching up after the hub reconnects).',
    query: chatHistoryQuerySchema,
    response: chatPageSchema,
  }),
  sendChatMessage: endpoint(routes.sendChatMessage, {
    ...player,
    summary: 'Write to support (1–2000 characters, trimmed); 429 beyond 10 messages in 10 seconds',
    body: chatSendSchema,
    response: chatMessageSchema,
    status: 201,
    errors: [...player.errors, 429],
  }),
  getChatUnread: endpoint(routes.getChatUnread, {
    ...player,
    summary: 'How many operator replies the player has not read',
    response: chatUnreadSchema,
  }),
  markChatRead: endpoint(routes.markChatRead, {
    ...player,
    summary: 'Marks the conversation read up to a message; answers what is still unread',
    body: chatReadSchema,
    response: chatUnreadSchema,
  }),
  listConversations: endpoint(routes.listConversations, {
    ...operator,
    summary: 'Support conversations, latest activity first, with unanswered counts',
    description: 'Poll with `since=<cursor of the last answer>`: only conversations that moved since come back.',
    query: chatConversationsQuerySchema,
    response: chatConversationsSchema,
  }),
  getConversationMessages: endpoint(routes.getConversationMessages, {
    ...operator,
    summary: "One player's conversation, one page, oldest first (same window as the player's history)",
    params: chatUserParamsSchema,
    query: chatHistoryQuerySchema,
    response: chatPageSchema,
  }),
  replyToPlayer: endpoint(routes.replyToPlayer, {
    ...operator,
    summary: "Answer a player: stored, and pushed to the player's hub channel",
    params: chatUserParamsSchema,
    body: chatReplySchema,
    response: chatMessageSchema,
    status: 201,
  }),
};
