import type { Replay } from '../replay';
import type { SimEvent } from '../schedule';

/**
 * The play clock of a match in feed time, read from its replay (`replay.ts`), as the scoreboard reads it. Only
 * what has been played enters a reading: how far into a set is measured against the longest set, not against
 * the set's own length, which would tell how many points it will have.
 */
export interface ClockReading {
  /** 0-based period in play (or whose break it is). */
  index: number;
  inBreak: boolean;
  /** How far into the period's play, 0 to 1 (1 during its break). */
  fraction: number;
  /** Share of the match's nominal play done. */
  share: number;
  /** Play has ended: the scoreboard shows the final, the markets wait for the result. */
  over: boolean;
}

export function readClock(replay: Replay, at: number): ClockReading {
  const { periods } = replay;
  if (at >= replay.over) return { index: periods.length - 1, inBreak: true, fraction: 1, share: 1, over: true };
  let index = 0;
  while (index + 1 < periods.length && periods[index + 1]!.start <= at) index++;
  if (at >= periods[index]!.end)
    return { index, inBreak: true, fraction: 1, share: shareOf(replay, index, 1), over: false };
  return playReading(replay, index, at);
}

const shareOf = (replay: Replay, index: number, fraction: number) => Math.min(1, (index + fraction) / replay.nominal);

/**
 * Period `index` read in play at `at`, as if its play went on until then. A set in play never reads as done: its
 * end is known only when its last point is played.
 */
export function playReading(replay: Replay, index: number, at: number): ClockReading {
  const period = replay.periods[index]!;
  const fraction = Math.min(replay.paced ? 0.99 : 1, Math.max(0, at - period.start) / period.play);
  return { index, inBreak: false, fraction, share: shareOf(replay, index, fraction), over: false };
}

/**
 * The latest instant period `index` can still be in play, as known while it is played: its play on the layout (a
 * set sport's longest set). Its own end may come sooner and is known only when it comes.
 */
export function playBound(replay: Replay, index: number): number {
  const period = replay.periods[index]!;
  return period.start + period.play;
}

/**
 * The feed instant at which `share` of the match's nominal play is reached: the regular periods of a timed sport,
 * the event's whole time otherwise. Statistics drawn independently of the result are spread by it, so their pace
 * does not tell how long the match will be (those falling after the end of play never show).
 */
export function timeOfShare(event: SimEvent, replay: Replay, share: number): number {
  const clamped = Math.max(0, Math.min(1, share));
  if (replay.paced) return event.startsAt + clamped * (event.endsAt - event.startsAt);
  const scaled = clamped * replay.nominal;
  const index = Math.min(replay.nominal - 1, Math.floor(scaled));
  const pause = event.league.profile.periodBreak;
  return event.startsAt + index * (replay.slot + pause) + (scaled - index) * replay.slot;
}

/**
 * Feed ms of a price step: in play, time alone re-prices a market at most this often, so a price quoted is still
 * there after the sport's bet delay unless the match itself moved (a goal, a card, a point, a set).
 */
export const PRICE_STEP = 60_000;
