import type { ExclusionRequest } from '@playline/contract/safer-gambling';
import type { Database } from '#app/db/client.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { deleteUserSessions } from '../auth/session-repository';
import { exclusionAt, exclusionEnd, shortens } from './exclusion';
import { formatWhen } from './guard';
import { lockPlayer, recordChange } from './limits-repository';
import { type RgProfile, rgProfileOf, saveExclusion } from './player-repository';

/**
 * A time-out or self-exclusion, from now: never shorter than one in force, recorded in the history, and every
 * session of the player ends (the caller closes their sockets and clears the cookie).
 */
export async function setExclusion(
  tx: Database,
  profile: RgProfile,
  request: ExclusionRequest,
  now: Date,
  messages: Messages,
) {
  await lockPlayer(tx, profile.userId);
  // Read again under the lock: `profile` was read before it, and a concurrent request (a permanent self-exclusion)
  // may have committed since; judging by the stale copy let a shorter time-out replace it.
  const stored = (await rgProfileOf(tx, profile.userId)) ?? profile;
  const current = exclusionAt(stored, now);
  const until = exclusionEnd(request, now);
  if (shortens(current, until)) {
    if (current?.until === null) throw new HttpError(409, messages.t('rg.exclusionPermanent'));
    throw new HttpError(409, messages.t('rg.exclusionShorter', { date: formatWhen(messages, current?.until ?? now) }));
  }
  // A longer one replaces it; its start stays the first one's.
  const startedAt = current ? new Date(current.startedAt) : now;
  await saveExclusion(tx, profile.userId, { kind: request.kind, startedAt, until });
  await recordChange(tx, {
    userId: profile.userId,
    at: now,
    actor: 'player',
    tool: request.kind,
    fromValue: current?.until ? Date.parse(current.until) : null,
    toValue: until?.getTime() ?? null,
    effectiveAt: now,
    note: request.duration,
  });
  await deleteUserSessions(tx, profile.userId);
  return { kind: request.kind, startedAt: startedAt.toISOString(), until: until?.toISOString() ?? null };
}
