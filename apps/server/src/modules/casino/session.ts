import { randomBytes } from 'node:crypto';
import { GAME_SESSION_IDLE_MS } from '@playline/contract/casino-keys';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '#app/db/client.ts';
import { casinoSessions } from '#app/db/schema.ts';
import { messagesFor } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { casinoCheck } from '../rg/service';

export type GameSessionRow = typeof casinoSessions.$inferSelect;

/** 32 random bytes, URL-safe: the bearer capability a launch hands the frame. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export async function createSession(db: Database, values: typeof casinoSessions.$inferInsert): Promise<GameSessionRow> {
  const [row] = await db.insert(casinoSessions).values(values).returning();
  if (!row) throw new Error('the game session was not written');
  return row;
}

/** The session behind a token, or null when unknown or idle for longer than GAME_SESSION_IDLE_MS. */
export async function sessionByToken(db: Database, token: string, now: Date): Promise<GameSessionRow | null> {
  const [row] = await db.select().from(casinoSessions).where(eq(casinoSessions.token, token)).limit(1);
  if (!row || now.getTime() - row.lastActiveAt.getTime() > GAME_SESSION_IDLE_MS) return null;
  return row;
}

/** Marks the session used (it stays alive while the player plays). */
export async function touchSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(casinoSessions).set({ lastActiveAt: now }).where(eq(casinoSessions.id, sessionId));
}

/**
 * The session a request may play with: 404 for an unknown or expired token; a real-money session only for the
 * player it was opened for (401 once logged out, 403 for someone else), and only while the responsible-gambling
 * check still allows casino play (the time limit can run out mid-game).
 */
export async function requireSession(request: FastifyRequest, token: string): Promise<GameSessionRow> {
  const { server } = request;
  const messages = messagesFor(request);
  const now = server.clock();
  const session = await sessionByToken(server.db, token, now);
  if (!session) throw new HttpError(404, messages.t('casino.sessionNotFound'));
  if (session.mode === 'demo') return session;
  if (!request.user || !request.authSession) throw new HttpError(401, messages.t('casino.loginToPlay'));
  if (request.user.userId !== session.userId) throw new HttpError(403, messages.t('casino.sessionNotYours'));
  const check = casinoCheck(request.authSession, now, messages);
  if (!check.allowed) throw new HttpError(403, check.reason ?? messages.t('rg.timeLimitReached'));
  return session;
}
