import type { Database } from '#app/db/client.ts';
import { exclusionAt } from './exclusion';
import { rgProfileOf } from './player-repository';

/**
 * Whether the player is in a time-out or self-exclusion now (an unknown player is not). For what an exclusion
 * switches off besides money: promotions opt-in and the marketing toasts (issue 19).
 */
export async function isExcludedNow(db: Database, userId: number, now: Date): Promise<boolean> {
  const profile = await rgProfileOf(db, userId);
  return profile ? exclusionAt(profile, now) !== null : false;
}
