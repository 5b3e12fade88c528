import { type BrandConfig, type ContactRequest, isLanguageId } from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { retryAfter } from '../auth/limits';
import { RequestLimit } from '../auth/request-limit';
import { MemoryWindowStore } from '../auth/window-store';
import { insertContactMessage, latestContactMessages } from './repository';

/** Messages one IP address may send: enough for a player who writes twice, too few to flood support's inbox. */
export const CONTACT_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;

/** Counts contact messages per IP address on this instance (as the auth module's request limits do). */
export function createContactLimit(): RequestLimit {
  return new RequestLimit(
    new MemoryWindowStore(CONTACT_LIMIT.windowMs),
    'contact-ip',
    CONTACT_LIMIT.max,
    CONTACT_LIMIT.windowMs,
  );
}

export interface ContactContext {
  site: BrandConfig;
  ip: string;
  userId: number | null;
  now: number;
}

/** Stores a visitor's or player's message for support (429 past the per-IP limit); answers its reference. */
export async function sendContactMessage(
  db: Database,
  limit: RequestLimit,
  context: ContactContext,
  request: ContactRequest,
): Promise<{ id: number }> {
  const wait = limit.take(context.ip, context.now);
  if (wait > 0) {
    const { headers, minutes } = retryAfter(wait);
    throw new HttpError(429, `Too many messages from this address; try again in ${minutes} min.`, undefined, headers);
  }
  const languageId = isLanguageId(request.languageId) ? request.languageId : context.site.defaultLanguageId;
  const id = await insertContactMessage(db, {
    siteId: context.site.siteId,
    brandKey: context.site.brandKey,
    userId: context.userId,
    name: request.name,
    email: request.email,
    topic: request.topic,
    message: request.message,
    languageId,
  });
  return { id };
}

/** The latest messages for support, newest first. */
export async function contactInbox(db: Database, limit: number) {
  const rows = await latestContactMessages(db, limit);
  return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
