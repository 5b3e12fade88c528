import {
  type BrandConfig,
  CHAT_RATE_LIMIT,
  type ChatConversations,
  type ChatMessage,
  type ChatPage,
  type ChatUnread,
  SITES,
} from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { RequestLimit } from '../auth/request-limit';
import type { AuthUser } from '../auth/sessions';
import { MemoryWindowStore } from '../auth/window-store';
import { userChannel } from '../hub/channels';
import type { HubPublisher } from '../hub/publisher';
import { toChatMessage } from './presenter';
import {
  conversationsSince,
  findChatUser,
  insertMessage,
  latestMessageId,
  markRead,
  type PageWindow,
  pageOfMessages,
  unreadReplies,
} from './repository';

/**
 * Brands with chat on any of their sites, each with its name as operators know it: its first site's (44 "Hellas
 * Bet", not the second site 149's "Hellas Bet International").
 */
const CHAT_BRANDS: ReadonlyMap<string, string> = (() => {
  const brands = new Map<string, string>();
  const bySiteId = Object.values(SITES).sort((a, b) => a.siteId - b.siteId);
  for (const site of bySiteId) if (site.hasChat && !brands.has(site.brandKey)) brands.set(site.brandKey, site.name);
  return brands;
})();
const brandName = (brandKey: string) => CHAT_BRANDS.get(brandKey) ?? brandKey;

/**
 * Who may chat on this request: a player logged in on a site with chat. The site comes first (404 on brands
 * without chat, whoever asks), then the login (401), then the kind of session: a shop operator's session speaks
 * for the shop's clients, not for a person who could read the answer (403).
 */
export function chattingPlayer(site: BrandConfig, user: AuthUser | null, messages: Messages): AuthUser {
  if (!site.hasChat) throw new HttpError(404, 'This site has no support chat');
  if (!user) throw new HttpError(401, messages.t('auth.loginRequired'));
  if (user.shop) throw new HttpError(403, "A shop terminal's session cannot use the support chat");
  return user;
}

export interface ChatDeps {
  db: Database;
  hub: HubPublisher;
  clock: () => Date;
}

/** A page of one conversation (see `chatHistoryQuerySchema` for the window). */
export async function historyOf(db: Database, userId: number, window: PageWindow): Promise<ChatPage> {
  const { rows, hasMore } = await pageOfMessages(db, userId, window);
  return { messages: rows.map(toChatMessage), hasMore };
}

/**
 * The player's messages per window, counted on this instance (behind the load balancer a player's burst mostly
 * lands on one instance; the limit is about a stuck key or a script, not an exact quota).
 */
export function createSendLimit(limit: { max: number; windowMs: number } = CHAT_RATE_LIMIT) {
  const limiter = new RequestLimit(new MemoryWindowStore(limit.windowMs), 'chat', limit.max, limit.windowMs);
  return (userId: number, now: Date) => {
    const waitMs = limiter.take(String(userId), now.getTime());
    if (waitMs > 0) {
      throw new HttpError(429, 'Too many messages: wait a few seconds', undefined, {
        'retry-after': String(Math.ceil(waitMs / 1000)),
      });
    }
  };
}

/**
 * Stores a player's message and pushes it to their own channel, so their other tabs show it too (the sending tab
 * knows it by id). Operators see it on their next poll.
 */
export async function sendFromPlayer(deps: ChatDeps, user: AuthUser, body: string): Promise<ChatMessage> {
  const row = await insertMessage(deps.db, {
    brandKey: user.brandKey,
    userId: user.userId,
    sender: 'player',
    operatorName: null,
    body,
    createdAt: deps.clock(),
  });
  const message = toChatMessage(row);
  deps.hub.publish(userChannel(user.userId), { type: 'chat', message });
  return message;
}

/** The player a console call names: 404 unless it is a player of a brand with chat. */
async function chatPlayer(db: Database, userId: number) {
  const user = await findChatUser(db, userId);
  if (user?.role !== 'player' || !CHAT_BRANDS.has(user.brandKey)) {
    throw new HttpError(404, `There is no chat player ${userId}`);
  }
  return user;
}

export async function operatorHistory(db: Database, userId: number, window: PageWindow): Promise<ChatPage> {
  await chatPlayer(db, userId);
  return historyOf(db, userId, window);
}

/** Stores an operator's reply and pushes it to the player's channel (every instance, every tab of theirs). */
export async function replyAsOperator(
  deps: ChatDeps,
  userId: number,
  reply: { body: string; operatorName: string },
): Promise<ChatMessage> {
  const player = await chatPlayer(deps.db, userId);
  const row = await insertMessage(deps.db, {
    brandKey: player.brandKey,
    userId,
    sender: 'operator',
    operatorName: reply.operatorName,
    body: reply.body,
    createdAt: deps.clock(),
  });
  const message = toChatMessage(row);
  deps.hub.publish(userChannel(userId), { type: 'chat', message });
  return message;
}

/**
 * The console's list. The cursor is read first, so a message written while the list is read is never skipped:
 * at worst it shows now and again on the next poll.
 */
export async function listConversations(db: Database, since: number, limit: number): Promise<ChatConversations> {
  const cursor = await latestMessageId(db);
  if (cursor <= since) return { conversations: [], cursor };
  const rows = await conversationsSince(db, since, limit);
  return {
    cursor,
    conversations: rows.map((row) => ({
      userId: row.userId,
      userName: row.userName,
      brandKey: row.brandKey,
      brandName: brandName(row.brandKey),
      lastMessage: toChatMessage(row.last),
      unanswered: row.unanswered,
      updatedAt: row.last.createdAt.toISOString(),
    })),
  };
}

/** How many operator replies the player has not read (the chat entry's badge). */
export async function unreadOf(db: Database, userId: number): Promise<ChatUnread> {
  return { unread: await unreadReplies(db, userId) };
}

/** The player has seen the conversation up to `upTo`: what is still unread after that. */
export async function readUpTo(deps: ChatDeps, userId: number, upTo: number): Promise<ChatUnread> {
  await markRead(deps.db, userId, upTo, deps.clock());
  return unreadOf(deps.db, userId);
}
