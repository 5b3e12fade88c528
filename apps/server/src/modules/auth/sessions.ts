import type { BrandConfig } from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import type { UserRole } from '#app/db/schema.ts';
import type { StoredExclusion } from '../rg/exclusion';
import { inForce } from '../rg/limits';
import { deleteSession, deleteStaleSessions, findSession, insertSession, touchSession } from './session-repository';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens';

const MINUTE = 60_000;
export const SESSION_LIMITS = {
  /** A session without remember-me ends after this long without a request. */
  idleMs: 30 * MINUTE,
  /** Remember-me: the cookie's Max-Age and the session's lifetime. */
  rememberMs: 30 * 24 * 60 * MINUTE,
  /** The longest a browser-session login lives, however active. */
  browserSessionMs: 12 * 60 * MINUTE,
  /** last_seen is written at most this often, so a busy page does not write on every request. */
  touchEveryMs: MINUTE,
};

export interface NamedUser {
  userId: number;
  userName: string;
}

/**
 * Who is logged in, as every handler sees it on `request.user`: whoever money and bets belong to. On a shop
 * operator's session (issue 8) that is the client the shop acts for, or the operator (the shop owner); `shop` then
 * names both.
 */
export interface AuthUser extends NamedUser {
  brandKey: string;
  role: UserRole;
  shopSiteId: number | null;
  currencyCode: string;
  shop?: { operator: NamedUser; actingFor: NamedUser | null };
}

/** The session behind `request.user`. */
export interface AuthSession {
  idHash: string;
  rememberMe: boolean;
  realityCheckAt: Date;
  timeLimitSeconds: number;
  /** The time-out or self-exclusion of whoever plays, as stored (see rg/exclusion.ts). */
  exclusion: StoredExclusion;
}

/**
 * A new session for a user on a site; answers the cookie value (only its hash is stored). Called at every login
 * and registration, so a session id planted before login is never the one that gets authenticated.
 */
export async function startSession(
  db: Database,
  { userId, site, rememberMe, now }: { userId: number; site: BrandConfig; rememberMe: boolean; now: Date },
): Promise<string> {
  const token = newToken();
  const lifetime = rememberMe ? SESSION_LIMITS.rememberMs : SESSION_LIMITS.browserSessionMs;
  await deleteStaleSessions(db, userId, now, new Date(now.getTime() - SESSION_LIMITS.idleMs));
  await insertSession(db, {
    idHash: hashToken(token),
    userId,
    brandKey: site.brandKey,
    siteId: site.siteId,
    rememberMe,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
    realityCheckAt: now,
  });
  return token;
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/**
 * The client a shop operator's session acts for, or null (the shop owner). Only a player registered at
 * this very shop qualifies: anything else, say a client moved to another shop since, acts as the shop owner.
 */
function actingClient(row: SessionRow, site: BrandConfig) {
  const { acting } = row;
  if (row.role !== 'shop_operator' || acting?.role !== 'player' || acting.shopSiteId !== site.siteId) return null;
  return acting;
}

/** The live session of a cookie on this site, or null (unknown, expired, idle, or another brand's). */
export async function resolveSession(db: Database, token: string, site: BrandConfig, now: Date) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const idHash = hashToken(token);
  const row = await findSession(db, idHash, site.brandKey);
  if (!row) return null;
  const idle = !row.rememberMe && now.getTime() - row.lastSeenAt.getTime() >= SESSION_LIMITS.idleMs;
  if (idle || row.expiresAt <= now) {
    await deleteSession(db, idHash);
    return null;
  }
  // A shop operator acts only at their own shop.
  if (row.role === 'shop_operator' && row.shopSiteId !== site.siteId) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_LIMITS.touchEveryMs) await touchSession(db, idHash, now);
  const client = actingClient(row, site);
  const player = client ?? row;
  const user: AuthUser = {
    userId: player.userId,
    userName: player.userName,
    brandKey: site.brandKey,
    role: player.role,
    shopSiteId: player.shopSiteId,
    currencyCode: player.currencyCode,
  };
  if (row.role === 'shop_operator')
    user.shop = { operator: { userId: row.userId, userName: row.userName }, actingFor: client };
  const session: AuthSession = {
    idHash,
    rememberMe: row.rememberMe,
    realityCheckAt: row.realityCheckAt,
    // The limits of whoever plays: a client's own, also when the shop bets for them.
    timeLimitSeconds: inForce(client ? row.actingTimeLimit : row.timeLimit, now).amount ?? 0,
    exclusion: {
      exclusionKind: player.exclusionKind,
      exclusionStartedAt: player.exclusionStartedAt,
      excludedUntil: player.excludedUntil,
    },
  };
  return { user, session };
}

/** Ends the session of a cookie value, if any. */
export async function endSession(db: Database, token: string | undefined) {
  if (token && TOKEN_PATTERN.test(token)) await deleteSession(db, hashToken(token));
}
