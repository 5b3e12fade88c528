import { and, asc, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { chatMessages, chatReads, users } from '#app/db/schema.ts';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export interface NewChatMessage {
  brandKey: string;
  userId: number;
  sender: 'player' | 'operator';
  operatorName: string | null;
  body: string;
  createdAt: Date;
}

export async function insertMessage(db: Database, message: NewChatMessage): Promise<ChatMessageRow> {
  const [row] = await db.insert(chatMessages).values(message).returning();
  if (!row) throw new Error('chat message insert returned nothing');
  return row;
}

export interface PageWindow {
  before?: number | undefined;
  after?: number | undefined;
  limit: number;
}

/**
 * One page of a player's conversation, oldest first, and whether more lay beyond it. One row more than the page is
 * read to know that without a count. `after` reads forwards from the id; otherwise backwards from `before` (or the
 * newest message) and the page is turned around.
 */
export async function pageOfMessages(db: Database, userId: number, window: PageWindow) {
  const ofUser = eq(chatMessages.userId, userId);
  if (window.after !== undefined) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(ofUser, gt(chatMessages.id, window.after)))
      .orderBy(asc(chatMessages.id))
      .limit(window.limit + 1);
    return { rows: rows.slice(0, window.limit), hasMore: rows.length > window.limit };
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(window.before === undefined ? ofUser : and(ofUser, lt(chatMessages.id, window.before)))
    .orderBy(desc(chatMessages.id))
    .limit(window.limit + 1);
  return { rows: rows.slice(0, window.limit).reverse(), hasMore: rows.length > window.limit };
}

/** The newest message id of every conversation (0 when there is none): the console's cursor. */
export async function latestMessageId(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(chatMessages.id) }).from(chatMessages);
  return row?.id ?? 0;
}

export interface ConversationRow {
  userId: number;
  userName: string;
  brandKey: string;
  unanswered: number;
  last: ChatMessageRow;
}

/**
 * Conversations with a message newer than `since`, latest activity first, each with its player, its last message
 * and how many of the player's messages came after the last operator reply. Only conversations that moved are
 * grouped, so a poll costs in proportion to what changed.
 */
export async function conversationsSince(db: Database, since: number, limit: number): Promise<ConversationRow[]> {
  const moved = db.selectDistinct({ userId: chatMessages.userId }).from(chatMessages).where(gt(chatMessages.id, since));
  const summary = db
    .select({
      userId: chatMessages.userId,
      lastId: max(chatMessages.id).as('last_id'),
      lastOperatorId: sql<number | null>`max(${chatMessages.id}) filter (where ${chatMessages.sender} = 'operator')`.as(
        'last_operator_id',
      ),
    })
    .from(chatMessages)
    .where(sql`${chatMessages.userId} in ${moved}`)
    .groupBy(chatMessages.userId)
    .as('summary');
  const rows = await db
    .select({
      userId: summary.userId,
      userName: users.userName,
      brandKey: users.brandKey,
      unanswered: sql<number>`(select count(*)::int from ${chatMessages} p where p.user_id = ${summary.userId}
        and p.sender = 'player' and p.id > coalesce(${summary.lastOperatorId}, 0))`,
      last: chatMessages,
    })
    .from(summary)
    .innerJoin(chatMessages, eq(chatMessages.id, summary.lastId))
    .innerJoin(users, eq(users.id, summary.userId))
    .orderBy(desc(summary.lastId))
    .limit(limit);
  return rows.map((row) => ({ ...row, unanswered: Number(row.unanswered) }));
}

/** A player by id (any brand), or null. */
export async function findChatUser(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id, userName: users.userName, brandKey: users.brandKey, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Operator replies newer than what the player has read. */
export async function unreadReplies(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.sender, 'operator'),
        gt(
          chatMessages.id,
          sql`coalesce((select ${chatReads.lastReadId} from ${chatReads} where ${chatReads.userId} = ${userId}), 0)`,
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Moves the player's read mark forwards to `upTo`, never past their newest message (a made-up id marks no future
 * reply read) and never backwards.
 */
export async function markRead(db: Database, userId: number, upTo: number, now: Date): Promise<void> {
  const newest = sql`(select coalesce(max(${chatMessages.id}), 0) from ${chatMessages} where ${chatMessages.userId} = ${userId})`;
  await db
    .insert(chatReads)
    .values({ userId, lastReadId: sql`least(${upTo}, ${newest})`, updatedAt: now })
    .onConflictDoUpdate({
      target: chatReads.userId,
      set: { lastReadId: sql`greatest(${chatReads.lastReadId}, least(${upTo}, ${newest}))`, updatedAt: now },
    });
}
