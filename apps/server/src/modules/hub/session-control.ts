import type { Bus } from './bus';

/**
 * A server-only bus channel: every instance's registry listens, so the sockets of an ended session close wherever
 * they are connected. Clients cannot subscribe to it (only `live`, `event:` and `table:` channels are public).
 */
export const SESSIONS_CHANNEL = 'control:sessions';

/** Whose sockets must close: one session's (logout) or every socket of a user (password reset). */
export type EndedSessions = { sessionHash: string } | { userId: number };

/** Tells every instance to close the sockets of ended sessions. */
export function publishSessionsEnded(bus: Bus, ended: EndedSessions): void {
  bus.publish(SESSIONS_CHANNEL, JSON.stringify(ended));
}

/** The message of `publishSessionsEnded`, or null for anything else on the channel. */
export function parseEndedSessions(payload: string): EndedSessions | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    if ('sessionHash' in value && typeof value.sessionHash === 'string') return { sessionHash: value.sessionHash };
    if ('userId' in value && Number.isInteger(value.userId)) return { userId: Number(value.userId) };
  } catch {
    // Not ours: ignored.
  }
  return null;
}
