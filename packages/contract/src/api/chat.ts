import * as z from 'zod';

/**
 * Live support chat (issue 9): one conversation per player on brands with chat (`brand.hasChat`), answered by
 * operators in the console at `/admin/chat`. The player reads and writes over HTTP; operators' replies (and the
 * player's own messages, for their other tabs) arrive on the player's private hub channel as `{type: 'chat'}`.
 */

/** The longest message, in characters after trimming. */
export const CHAT_BODY_MAX = 2000;
/** The longest operator name shown to players. */
export const CHAT_OPERATOR_NAME_MAX = 40;
/** Messages per history page unless `limit` says otherwise, and the most one page holds. */
export const CHAT_PAGE_DEFAULT = 50;
export const CHAT_PAGE_MAX = 100;
/** A player may send this many messages per window; beyond it the server answers 429 with `retry-after`. */
export const CHAT_RATE_LIMIT = { max: 10, windowMs: 10_000 } as const;
/** How often the console asks for news (it has no session, hence no hub). */
export const CHAT_CONSOLE_POLL_MS = 2000;

/**
 * Whether a text holds a control character other than line feed and tab (a message may span lines): C0, DEL and
 * C1. `\r` is folded into `\n` before the check, so Windows line ends pass.
 */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x0a || code === 0x09) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** A text that is trimmed, non-empty, at most `max` characters, with no control characters. */
const chatText = (max: number) =>
  z
    .string()
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .min(1, 'the text is empty')
    .max(max, `the text is longer than ${max} characters`)
    .refine((text) => !hasControlCharacter(text), 'the text holds control characters');

export const chatBodySchema = chatText(CHAT_BODY_MAX);
/** An operator's name: one line. */
export const chatOperatorNameSchema = chatText(CHAT_OPERATOR_NAME_MAX).refine(
  (name) => !name.includes('\n') && !name.includes('\t'),
  'the name is one line',
);

/** Ids are PostgreSQL integers: larger numbers are refused as bad input rather than failing in the database. */
const MAX_ID = 2_147_483_647;
const cursorId = z.coerce.number().int().min(0).max(MAX_ID);

export const chatSenderSchema = z.enum(['player', 'operator']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

/** One message of a conversation; ids grow with time, so they order it and page it. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  sender: chatSenderSchema,
  /** The operator's name on their replies; null on the player's messages. */
  operatorName: z.string().nullable(),
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * The query of a history page. Without `before` and `after`: the newest `limit` messages. `before=<id>`: the
 * `limit` messages just older than that id (scrolling back). `after=<id>`: every message newer than that id, up to
 * `limit` (catching up after a reconnect, or the console's poll of an open conversation); with both, `after` wins.
 */
export const chatHistoryQuerySchema = z.object({
  before: cursorId.optional(),
  after: cursorId.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_DEFAULT),
});
export type ChatHistoryQuery = z.input<typeof chatHistoryQuerySchema>;

/**
 * GET /api/chat/messages and GET /api/admin/chat/conversations/:userId/messages: one page, always OLDEST FIRST
 * (the order a conversation reads in, so a page is prepended or appended as it is). `hasMore` says whether older
 * messages than the first exist (for `after`: whether newer ones than the last were left out).
 */
export const chatPageSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

/** POST /api/chat/messages → 201 the stored message. */
export const chatSendSchema = z.object({ body: chatBodySchema });
export type ChatSend = z.input<typeof chatSendSchema>;

/**
 * GET /api/chat/unread and POST /api/chat/read: how many operator replies the player has not read yet. The server
 * keeps how far they read, so the chat entry's badge survives a reload and another device (issue 21).
 */
export const chatUnreadSchema = z.object({ unread: z.number().int() });
export type ChatUnread = z.infer<typeof chatUnreadSchema>;

/** POST /api/chat/read: the newest message the player has seen (a later id than their newest counts as that). */
export const chatReadSchema = z.object({ upTo: cursorId });
export type ChatRead = z.input<typeof chatReadSchema>;

// ── operator console (admin token) ───────────────────────────────────────────────────────────────────────────

/** One player's conversation in the console's list. */
export const chatConversationSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  /** The brand the player belongs to (its sites share the conversation) and that brand's name. */
  brandKey: z.string(),
  brandName: z.string(),
  lastMessage: chatMessageSchema,
  /** The player's messages after the last operator reply (all of them when nobody answered yet). */
  unanswered: z.number().int(),
  /** When the last message was written (ISO 8601). */
  updatedAt: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/**
 * GET /api/admin/chat/conversations?since=<cursor>&limit=: conversations, latest activity first. With `since`
 * (the `cursor` of an earlier answer) only those with a message newer than it, so a poll with nothing new is one
 * index lookup and an empty list.
 */
export const chatConversationsQuerySchema = z.object({
  since: cursorId.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_DEFAULT),
});
export type ChatConversationsQuery = z.input<typeof chatConversationsQuerySchema>;

export const chatConversationsSchema = z.object({
  conversations: z.array(chatConversationSchema),
  /** The newest message id of all conversations now: pass it as `since` next time. */
  cursor: z.number().int(),
});
export type ChatConversations = z.infer<typeof chatConversationsSchema>;

export const chatUserParamsSchema = z.object({ userId: z.coerce.number().int().positive().max(MAX_ID) });

/** POST /api/admin/chat/conversations/:userId/messages → 201 the stored reply, also pushed to the player's hub. */
export const chatReplySchema = z.object({ body: chatBodySchema, operatorName: chatOperatorNameSchema });
export type ChatReply = z.input<typeof chatReplySchema>;

/** Hub, the player's own channel: a message of their conversation (an operator's reply, or their own from another tab). */
export const hubChatSchema = z.object({ type: z.literal('chat'), message: chatMessageSchema });
export type HubChat = z.infer<typeof hubChatSchema>;
