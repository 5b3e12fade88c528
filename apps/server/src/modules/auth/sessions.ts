import type { BrandConfig } from '@playline/contract';
import type { Database } from '../../db/client';
import type { UserRole } from '../../db/schema';
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

/** Who is logged in, as every handler sees it on `request.user`. */
export interface AuthUser {
  userId: number;
  userName: string;
  brandKey: string;
  role: UserRole;
  shopSiteId: number | null;
  currencyCode: string;
}

/** The session behind `request.user`. */
export interface AuthSession {
  idHash: string;
  rememberMe: boolean;
  realityCheckAt: Date;
  timeLimitSeconds: number;
  selfExcludedUntil: Date | null;
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
  const user: AuthUser = {
    userId: row.userId,
    userName: row.userName,
    brandKey: site.brandKey,
    role: row.role,
    shopSiteId: row.shopSiteId,
    currencyCode: row.currencyCode,
  };
  const session: AuthSession = {
    idHash,
    rememberMe: row.rememberMe,
    realityCheckAt: row.realityCheckAt,
    timeLimitSeconds: row.timeLimitSeconds,
    selfExcludedUntil: row.selfExcludedUntil,
  };
  return { user, session };
}

/** Ends the session of a cookie value, if any. */
export async function endSession(db: Database, token: string | undefined) {
  if (token && TOKEN_PATTERN.test(token)) await deleteSession(db, hashToken(token));
}
