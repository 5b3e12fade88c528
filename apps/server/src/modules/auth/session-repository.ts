import { and, eq, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#app/db/client.ts';
import { rgLimits, sessions, users } from '#app/db/schema.ts';

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Database, session: NewSession) {
  await db.insert(sessions).values(session);
}

/** A shop operator's session acts for a client (issue 8): that client's row, joined under this name. */
const acting = alias(users, 'acting');
/** The session time limits (issue 19) of the user and of the client a shop acts for. */
const userTime = alias(rgLimits, 'user_time');
const actingTime = alias(rgLimits, 'acting_time');

/**
 * The session of a cookie on a brand, with what every request needs to know about its user and, for a shop
 * operator's session, about the client the shop acts for.
 */
export async function findSession(db: Database, idHash: string, brandKey: string) {
  const [row] = await db
    .select({
      userId: sessions.userId,
      siteId: sessions.siteId,
      rememberMe: sessions.rememberMe,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      realityCheckAt: sessions.realityCheckAt,
      userName: users.userName,
      role: users.role,
      shopSiteId: users.shopSiteId,
      currencyCode: users.currencyCode,
      timeLimit: { amount: userTime.amount, pendingAmount: userTime.pendingAmount, pendingAt: userTime.pendingAt },
      exclusionKind: users.exclusionKind,
      exclusionStartedAt: users.exclusionStartedAt,
      excludedUntil: users.selfExcludedUntil,
      acting: {
        userId: acting.id,
        userName: acting.userName,
        role: acting.role,
        shopSiteId: acting.shopSiteId,
        currencyCode: acting.currencyCode,
        exclusionKind: acting.exclusionKind,
        exclusionStartedAt: acting.exclusionStartedAt,
        excludedUntil: acting.selfExcludedUntil,
      },
      actingTimeLimit: {
        amount: actingTime.amount,
        pendingAmount: actingTime.pendingAmount,
        pendingAt: actingTime.pendingAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(acting, eq(acting.id, sessions.actingUserId))
    .leftJoin(userTime, and(eq(userTime.userId, users.id), eq(userTime.kind, 'time')))
    .leftJoin(actingTime, and(eq(actingTime.userId, acting.id), eq(actingTime.kind, 'time')))
    .where(and(eq(sessions.idHash, idHash), eq(sessions.brandKey, brandKey)));
  return row ?? null;
}

export async function touchSession(db: Database, idHash: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
}

export async function restartRealityCheck(db: Database, idHash: string, now: Date) {
  await db.update(sessions).set({ realityCheckAt: now }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Database, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteUserSessions(db: Database, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** A user's sessions that can no longer be used: expired, or idle too long without remember-me. */
export async function deleteStaleSessions(db: Database, userId: number, now: Date, idleSince: Date) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lte(sessions.expiresAt, now), and(eq(sessions.rememberMe, false), lte(sessions.lastSeenAt, idleSince))),
      ),
    );
}

/** Sets (or, with null, clears) the client a shop operator's session acts for. */
export async function setActingUser(db: Database, idHash: string, actingUserId: number | null) {
  await db.update(sessions).set({ actingUserId }).where(eq(sessions.idHash, idHash));
}
