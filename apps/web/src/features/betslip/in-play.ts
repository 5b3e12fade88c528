import { IN_PLAY_DELAY_SECONDS } from '@playline/contract/sports-keys';
import type { SlipSelection, SlipSelectionInput } from '#app/entities/slip/slip-types.ts';

/**
 * The slip knows when a pick's event starts, not when it ends: an event that started less than this long ago is
 * taken to be in play (the longest sport lasts a little over three hours). A finished one the window still holds is
 * refused by the server at once, so the worst case is a countdown that ends early.
 */
export const IN_PLAY_WINDOW_MS = 4 * 60 * 60_000;

export function isLivePick(pick: Pick<SlipSelection, 'startsAt'>, now: number): boolean {
  const start = Date.parse(pick.startsAt);
  return Number.isFinite(start) && start <= now && now - start < IN_PLAY_WINDOW_MS;
}

/**
 * How long the server will hold a slip of these outcomes before accepting it: the longest in-play delay of the picks
 * in play, 0 for a pre-match slip (the server decides; this only drives the countdown).
 */
export function inPlayWaitSeconds(
  outcomeIds: readonly string[],
  picks: readonly (SlipSelection | SlipSelectionInput)[],
  now: number,
): number {
  const wanted = new Set(outcomeIds);
  let seconds = 0;
  for (const pick of picks) {
    if (wanted.has(pick.outcomeId) && isLivePick(pick, now)) {
      seconds = Math.max(seconds, IN_PLAY_DELAY_SECONDS[pick.sport]);
    }
  }
  return seconds;
}
