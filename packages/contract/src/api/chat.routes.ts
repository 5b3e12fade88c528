import { route } from '../http/route';
import type {
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

/** Live support chat (issue 9): the player's side and the operators' console; documentation in `chat.endpoints.ts`. */

export const getChatMessages = route(
  'GET',
  '/api/chat/messages',
  {} as {
    query: typeof chatHistoryQuerySchema;
    response: typeof chatPageSchema;
  },
);

/** Answers 201 with the stored message. */
export const sendChatMessage = route(
  'POST',
  '/api/chat/messages',
  {} as {
    body: typeof chatSendSchema;
    response: typeof chatMessageSchema;
  },
);

export const getChatUnread = route(
  'GET',
  '/api/chat/unread',
  {} as {
    response: typeof chatUnreadSchema;
  },
);

export const markChatRead = route(
  'POST',
  '/api/chat/read',
  {} as {
    body: typeof chatReadSchema;
    response: typeof chatUnreadSchema;
  },
);

export const listConversations = route(
  'GET',
  '/api/admin/chat/conversations',
  {} as {
    query: typeof chatConversationsQuerySchema;
    response: typeof chatConversationsSchema;
  },
);

export const getConversationMessages = route(
  'GET',
  '/api/admin/chat/conversations/:userId/messages',
  {} as {
    params: typeof chatUserParamsSchema;
    query: typeof chatHistoryQuerySchema;
    response: typeof chatPageSchema;
  },
);

/** Answers 201 with the stored reply. */
export const replyToPlayer = route(
  'POST',
  '/api/admin/chat/conversations/:userId/messages',
  {} as {
    params: typeof chatUserParamsSchema;
    body: typeof chatReplySchema;
    response: typeof chatMessageSchema;
  },
);
