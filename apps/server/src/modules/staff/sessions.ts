import type { Database } from '#app/db/client.ts';
import { hashToken, newToken, TOKEN_PATTERN } from '../auth/tokens';
import type { StaffActor } from './actor';
import type { StaffRow } from './repository';
import {
  deleteExpiredStaffSessions,
  deleteStaffSession,
  findStaffSession,
  insertStaffSession,
  touchStaffSession,
} from './session-repository';

const MINUTE = 60_000;
export const STAFF_SESSION_LIMITS = {
  /** Idle this long, a back-office session ends: it opens every player's data. */
  idleMs: 30 * MINUTE,
  /** However active, a session ends after a working day. */
  maxMs: 12 * 60 * MINUTE,
  touchEveryMs: MINUTE,
};

export interface SessionContext {
  now: Date;
  ip: string;
  userAgent: string | undefined;
}

/** A new session for a member; answers the cookie value (only its hash is stored). */
export async function startStaffSession(db: Database, staffId: number, { now, ip, userAgent }: SessionContext) {
  const token = newToken();
  await deleteExpiredStaffSessions(db, staffId, now);
  await insertStaffSession(db, {
    idHash: hashToken(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_LIMITS.maxMs),
    ip,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

export const memberActor = (member: StaffRow, totpRequired: boolean, sessionIdHash: string | null): StaffActor => ({
  kind: 'staff',
  id: member.id,
  name: member.login,
  role: member.role as StaffActor['role'],
  brands: member.brands,
  mustEnrolTotp: totpRequired && member.totpEnrolledAt === null,
  sessionIdHash,
});

/** The member behind a cookie, or null when it is unknown, idle, expired or the member is disabled. */
export async function resolveStaffSession(db: Database, token: string, now: Date, totpRequired: boolean) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const idHash = hashToken(token);
  const row = await findStaffSession(db, idHash);
  if (!row) return null;
  const { session, member } = row;
  const idle = now.getTime() - session.lastSeenAt.getTime() > STAFF_SESSION_LIMITS.idleMs;
  if (idle || session.expiresAt <= now || member.disabledAt !== null) {
    await deleteStaffSession(db, idHash);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > STAFF_SESSION_LIMITS.touchEveryMs) {
    await touchStaffSession(db, idHash, now);
  }
  return { actor: memberActor(member, totpRequired, idHash), member };
}

export const endStaffSession = (db: Database, idHash: string) => deleteStaffSession(db, idHash);
