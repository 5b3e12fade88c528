import type { Scoreboard } from '@playline/contract/sports';
import type { MatchFacts, Score } from './facts';
import { readClock } from './live/clock';
import { countUpTo } from './live/timeline';
import type { Replay } from './replay';
import type { SimEvent } from './schedule';
import { tennisGame } from './tennis/play';

/**
 * The scoreboard at a moment of the match, replayed from the match's facts laid on the clock (`replay.ts`): the
 * periods played so far and, in the period in play, the points scored up to the moment. It shows the past only:
 * what comes later in the match changes nothing shown before it (decision 017). Once play is over it shows the
 * final: from that instant the event is finished (`status`, `result`).
 */

/** Sports whose score counts won periods (sets, maps) rather than summing them. */
const COUNTS_PERIODS = new Set(['tennis', 'volleyball', 'table-tennis', 'esports']);

const add = (a: Score, b: Score): Score => ({ home: a.home + b.home, away: a.away + b.away });
const ZERO: Score = { home: 0, away: 0 };

function finished(event: SimEvent, facts: MatchFacts, replay: Replay): Scoreboard {
  const { periodMinutes, periods } = event.league.profile;
  const count = replay.periods.length;
  return {
    ...facts.final,
    periods: facts.periods,
    period: count,
    minute: periodMinutes > 0 ? Math.min(count, periods) * periodMinutes : null,
    phase: 'finished',
  };
}

export function scoreboardAt(event: SimEvent, facts: MatchFacts, replay: Replay, at: number): Scoreboard | null {
  if (at < event.startsAt) return null;
  const reading = readClock(replay, at);
  if (at >= event.endsAt || reading.over) return finished(event, facts, replay);
  const { index, inBreak, fraction } = reading;
  const { periodMinutes } = event.league.profile;
  const scoredBy = (k: number): Score => ({
    home: countUpTo(replay.periods[k]!.home, at),
    away: countUpTo(replay.periods[k]!.away, at),
  });
  const shown = facts.periods.slice(0, index + 1).map((period, k) => (k < index || inBreak ? period : scoredBy(k)));
  let score: Score;
  if (COUNTS_PERIODS.has(event.sport)) {
    const completed = facts.periods.slice(0, inBreak ? index + 1 : index);
    score = {
      home: completed.filter((set) => set.home > set.away).length,
      away: completed.filter((set) => set.away > set.home).length,
    };
  } else if (facts.periods.length === 0) {
    // Darts: the legs won so far (one period per leg); a fight's result shows only at its end.
    score =
      event.sport === 'mma'
        ? ZERO
        : replay.periods
            .slice(0, index + 1)
            .map((_, k) => scoredBy(k))
            .reduce(add, ZERO);
  } else {
    score = shown.reduce(add, ZERO);
  }
  const minute = Math.min(periodMinutes, Math.floor(fraction * periodMinutes) + 1);
  return {
    ...score,
    periods: shown,
    period: index + 1,
    minute: periodMinutes > 0 ? index * periodMinutes + (inBreak ? periodMinutes : minute) : null,
    phase: inBreak ? 'break' : 'live',
    ...(facts.tennis ? { game: tennisGame(facts.tennis, replay, index, inBreak, at) } : {}),
  };
}
