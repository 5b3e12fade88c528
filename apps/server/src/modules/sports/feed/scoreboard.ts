import type { Scoreboard } from '@playline/contract/sports';
import type { MatchFacts, Score } from './facts';
import type { SimEvent } from './schedule';
import { playsFootball } from './sports';

/**
 * The scoreboard at a moment of the match, replayed from the match's facts: the event's wall time is cut into
 * its periods (halves, quarters, sets, rounds …) with breaks between them, and a period in play shows its part
 * of the final score so far (football: the goals scored up to the minute).
 */

/** Sports whose score counts won periods (sets, maps) rather than summing them. */
const COUNTS_PERIODS = new Set(['tennis', 'volleyball', 'table-tennis', 'esports']);

function segments(event: SimEvent, facts: MatchFacts): number {
  if (event.sport === 'mma') return facts.roundsFought ?? 1;
  return Math.max(1, facts.periods.length);
}

function partial(score: Score, fraction: number): Score {
  return { home: Math.floor(score.home * fraction), away: Math.floor(score.away * fraction) };
}

export function scoreboardAt(event: SimEvent, facts: MatchFacts, at: number): Scoreboard | null {
  if (at < event.startsAt) return null;
  const { periodMinutes, periodBreak } = event.league.profile;
  const timed = periodMinutes > 0;
  const count = segments(event, facts);
  if (at >= event.endsAt) {
    return {
      ...facts.final,
      periods: facts.periods,
      period: count,
      minute: timed ? Math.min(count, event.league.profile.periods) * periodMinutes : null,
      phase: 'finished',
    };
  }
  const play = (event.endsAt - event.startsAt - (count - 1) * periodBreak) / count;
  const elapsed = at - event.startsAt;
  const index = Math.min(count - 1, Math.floor(elapsed / (play + periodBreak)));
  const into = elapsed - index * (play + periodBreak);
  const inBreak = into >= play;
  const fraction = inBreak ? 1 : into / play;
  const minute = Math.min(periodMinutes, Math.floor(fraction * periodMinutes) + 1);
  const shown = facts.periods.slice(0, index + 1).map((period, k) => {
    if (k < index || inBreak) return period;
    if (!playsFootball(event.sport)) return partial(period, fraction);
    const upTo = index * 45 + minute;
    const scored = facts.goals.filter((goal) => goal.minute > index * 45 && goal.minute <= upTo);
    return {
      home: scored.filter((goal) => goal.side === 'home').length,
      away: scored.filter((goal) => goal.side === 'away').length,
    };
  });
  let score: Score;
  if (COUNTS_PERIODS.has(event.sport)) {
    const completed = facts.periods.slice(0, inBreak ? index + 1 : index);
    score = {
      home: completed.filter((set) => set.home > set.away).length,
      away: completed.filter((set) => set.away > set.home).length,
    };
  } else if (facts.periods.length === 0) {
    // Darts legs and fights: legs come in steadily; a fight's result shows only at its end.
    score = event.sport === 'mma' ? { home: 0, away: 0 } : partial(facts.final, (index + fraction) / count);
  } else {
    score = shown.reduce((total, period) => ({ home: total.home + period.home, away: total.away + period.away }), {
      home: 0,
      away: 0,
    });
  }
  return {
    ...score,
    periods: shown,
    period: index + 1,
    minute: timed ? index * periodMinutes + (inBreak ? periodMinutes : minute) : null,
    phase: inBreak ? 'break' : 'live',
  };
}
