import type { MatchFacts } from '../facts';
import type { SimEvent } from '../schedule';

/**
 * The play clock of a match in feed time, cut exactly as the scoreboard cuts it (`scoreboardAt`): the event's
 * wall time is split into segments (halves, quarters, sets, rounds …) of equal play with breaks between them.
 * A "share" is a point of the match's play, 0 at the start and 1 at the end; incidents are placed by share so
 * the live state, the prices and the scoreboard agree on when anything happened.
 */
export interface Clock {
  count: number;
  /** Feed ms of play in each segment. */
  play: number;
  /** Feed ms of the break between segments. */
  pause: number;
}

export interface ClockReading {
  /** 0-based segment in play (or whose break it is). */
  index: number;
  inBreak: boolean;
  /** How far into the segment's play, 0 to 1 (1 during its break). */
  fraction: number;
  /** Share of the whole match's play done. */
  share: number;
}

/** Segments of the match, as the scoreboard counts them. */
export function segmentCount(event: SimEvent, facts: MatchFacts): number {
  if (event.sport === 'mma') return facts.roundsFought ?? 1;
  return Math.max(1, facts.periods.length);
}

export function clockOf(event: SimEvent, facts: MatchFacts): Clock {
  const count = segmentCount(event, facts);
  const pause = event.league.profile.periodBreak;
  return { count, pause, play: (event.endsAt - event.startsAt - (count - 1) * pause) / count };
}

export function readClock(event: SimEvent, clock: Clock, at: number): ClockReading {
  const elapsed = Math.max(0, at - event.startsAt);
  const index = Math.min(clock.count - 1, Math.floor(elapsed / (clock.play + clock.pause)));
  const into = elapsed - index * (clock.play + clock.pause);
  const inBreak = into >= clock.play;
  const fraction = inBreak ? 1 : into / clock.play;
  return { index, inBreak, fraction, share: Math.min(1, (index + fraction) / clock.count) };
}

/** The feed instant at which segment `index` has been played to `fraction` (1: the end of its play). */
export function timeAt(event: SimEvent, clock: Clock, index: number, fraction: number): number {
  return event.startsAt + index * (clock.play + clock.pause) + fraction * clock.play;
}

/** The feed instant at which play reaches `share` of the whole match. */
export function timeOfShare(event: SimEvent, clock: Clock, share: number): number {
  const scaled = Math.max(0, Math.min(1, share)) * clock.count;
  const index = Math.min(clock.count - 1, Math.floor(scaled));
  return timeAt(event, clock, index, scaled - index);
}
