import type { MatchFacts } from './facts';
import type { SimEvent } from './schedule';
import { DRAW, secureStream } from './secure-random';
import { playsFootball, SPORT_PROFILES } from './sports';
import { afterPoint, setStart } from './tennis/scoring';

/**
 * How a match's facts are laid on the feed clock in play (decision 017): when each period starts and ends and the
 * instants each side's score ticks. Nothing shown at an instant may depend on what comes after it:
 * - timed sports (halves, quarters, periods, innings, rounds) play every period on a fixed layout sized for the
 *   longest match (regular periods, then room for the most overtimes); a match that ends sooner is over early;
 * - set sports (sets, maps, darts legs) play one unit (point, game, round, leg) every `unit` ms, so a set lasts
 *   as long as its own points and says nothing of how many sets are still to come;
 * - points and goals fall at instants drawn from the secret stream: each of a period's units at a uniform instant
 *   of it (a Poisson process given its count), a set's points in a uniform order with the winner's last.
 */
export interface ReplayPeriod {
  start: number;
  end: number;
  /**
   * Play the period has on the layout, known before it starts (a set sport's longest set): its clock is read against
   * it. A set, a sudden-death overtime or a fight's round may end sooner, and a clock read against that end would
   * foretell it.
   */
  play: number;
  /** Sorted instants at which each side scored a unit of this period (goal, point, game, leg). */
  home: number[];
  away: number[];
}

export interface Replay {
  /** The periods actually played: halves, quarters and overtimes, innings, sets or maps, darts legs, fight rounds. */
  periods: ReplayPeriod[];
  /** When play ended (at most the event's end); the scoreboard shows the final from then on. */
  over: number;
  /** Play of a regular period (timed sports) or of the longest set (set sports), in ms. */
  slot: number;
  /** Set sports: a period's length follows its points, so its progress is read against `slot`. */
  paced: boolean;
  /** Regular periods (timed) or the most sets a match can have: the match's nominal length in periods. */
  nominal: number;
  /** Tennis: every point takes this long; point k of a set ends at its start + (k + 1) · pointMs. */
  pointMs?: number;
}

type Draw = () => number;

/** Most overtime periods a match can have, and the wall share of a regular period each one takes. */
const EXTRA: Partial<Record<SimEvent['sport'], { most: number; share: number }>> = {
  basketball: { most: 3, share: 0.25 },
  'american-football': { most: 3, share: 0.25 },
  'ice-hockey': { most: 1, share: 1 / 3 },
  baseball: { most: 1, share: 1 },
};
/** Breaks before overtimes are shorter than between regular periods. */
const EXTRA_BREAK = 2 * 60_000;

/**
 * The most units a set can last (winner's plus loser's points), as match.ts draws them; darts legs are one. Tennis
 * plays point by point: a long set's points (a set rarely passes 80; one that does runs on, a match that passes
 * the scheduled end shows its final there).
 */
const SET_UNITS: Partial<Record<SimEvent['sport'], number>> = {
  tennis: 80,
  volleyball: 48,
  'table-tennis': 20,
  esports: 24,
  darts: 1,
};

const sorted = (values: number[]) => values.sort((a, b) => a - b);

/** `count` instants uniform over [start, end), sorted. */
function instants(count: number, start: number, end: number, draw: Draw): number[] {
  return sorted(Array.from({ length: count }, () => start + draw() * (end - start)));
}

/** American football scores in plays (touchdowns, field goals, safeties), not point by point. */
function plays(points: number, draw: Draw): number {
  let count = 0;
  for (let left = points; left > 0; count++) {
    const play = left >= 7 && draw() < 0.55 ? 7 : left >= 3 ? 3 : left;
    left -= play;
  }
  return count;
}

function timedPeriods(event: SimEvent, facts: MatchFacts, draw: Draw): Omit<Replay, 'over'> & { over?: number } {
  const profile = event.league.profile;
  const regular = Math.max(1, profile.periods);
  const extra = EXTRA[event.sport] ?? { most: 0, share: 0 };
  const room = extra.most * EXTRA_BREAK;
  const slot =
    (event.endsAt - event.startsAt - (regular - 1) * profile.periodBreak - room) / (regular + extra.most * extra.share);
  const startOf = (index: number) =>
    index < regular
      ? event.startsAt + index * (slot + profile.periodBreak)
      : event.startsAt +
        regular * slot +
        (regular - 1) * profile.periodBreak +
        (index - regular) * extra.share * slot +
        (index - regular + 1) * EXTRA_BREAK;
  const lengthOf = (index: number) => (index < regular ? slot : extra.share * slot);
  if (event.sport === 'mma') return fightRounds(event, facts, slot, startOf, draw);
  const periods = facts.periods.map((score, index): ReplayPeriod => {
    const start = startOf(index);
    const end = start + lengthOf(index);
    if (playsFootball(event.sport)) return footballPeriod(facts, index, start, end);
    const units = (points: number) => (event.sport === 'american-football' ? plays(points, draw) : points);
    const home = instants(units(score.home), start, end, draw);
    const away = instants(units(score.away), start, end, draw);
    // Sudden death: an overtime that ends 1–0 ends on its goal.
    const sudden = index >= regular && profile.model.kind === 'poisson';
    return { start, end: sudden ? ([...home, ...away][0] ?? end) : end, play: end - start, home, away };
  });
  return { periods, slot, paced: false, nominal: regular };
}

/** Football keeps its goals' drawn minutes: a goal shows from the start of its minute. */
function footballPeriod(facts: MatchFacts, half: number, start: number, end: number): ReplayPeriod {
  const at = (minute: number) => start + (((minute - 1) % 45) / 45) * (end - start);
  const inHalf = facts.goals.filter((goal) => Math.floor((goal.minute - 1) / 45) === half);
  const of = (side: 'home' | 'away') => inHalf.filter((goal) => goal.side === side).map((goal) => at(goal.minute));
  return { start, end, play: end - start, home: of('home'), away: of('away') };
}

/** A fight's rounds; a finish comes at a drawn instant of its round and ends the fight there. */
function fightRounds(event: SimEvent, facts: MatchFacts, slot: number, startOf: (index: number) => number, draw: Draw) {
  const rounds = facts.roundsFought ?? 3;
  const periods = Array.from({ length: rounds }, (_, index) => ({
    start: startOf(index),
    end: startOf(index) + slot,
    play: slot,
    home: [] as number[],
    away: [] as number[],
  }));
  const last = periods[rounds - 1]!;
  if (facts.method !== 'decision') last.end = last.start + (0.05 + 0.95 * draw()) * slot;
  return { periods, slot, paced: false, nominal: event.league.profile.periods, over: last.end };
}

/**
 * The order of a set's points: the loser's and all but the winner's last in a uniform order, then the winner's
 * last. Tennis sets won 7–5 or 7–6 pass 5–5 (and 6–6) first, as a set ends at 6 with a lead of two.
 */
function pointOrder(winner: number, loser: number, draw: Draw): boolean[] {
  const shuffled = (wins: number, losses: number) => {
    const order = [...Array<boolean>(wins).fill(true), ...Array<boolean>(losses).fill(false)];
    for (let index = order.length - 1; index > 0; index--) {
      const other = Math.floor(draw() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    return order;
  };
  if (winner === 7 && loser >= 5) {
    return [...shuffled(5, 5), ...(loser === 6 ? shuffled(1, 1) : []), true, true].slice(0, winner + loser);
  }
  return [...shuffled(winner - 1, loser), true];
}

/** Darts: who won each leg, in a uniform order of the loser's legs and the winner's but the last. */
function legScores(facts: MatchFacts) {
  const homeWon = facts.final.home > facts.final.away;
  const winner = Math.max(facts.final.home, facts.final.away);
  const loser = Math.min(facts.final.home, facts.final.away);
  return { homeWon, winner, loser };
}

function pacedPeriods(event: SimEvent, facts: MatchFacts, draw: Draw): Replay {
  const { model } = SPORT_PROFILES[event.sport];
  const toWin = model.kind === 'sets' ? model.toWin : 1;
  const most = 2 * toWin - 1;
  const units = SET_UNITS[event.sport] ?? 1;
  const pause = event.league.profile.periodBreak;
  const unit = (event.endsAt - event.startsAt - (most - 1) * pause) / (most * units);
  const sets: { homeWon: boolean; winner: number; loser: number }[] = [];
  if (facts.periods.length === 0) {
    // Darts legs have no inner score: each leg is a one-unit set.
    const { homeWon, winner, loser } = legScores(facts);
    for (const won of pointOrder(winner, loser, draw)) sets.push({ homeWon: won === homeWon, winner: 1, loser: 0 });
  } else {
    for (const set of facts.periods) {
      sets.push({
        homeWon: set.home > set.away,
        winner: Math.max(set.home, set.away),
        loser: Math.min(set.home, set.away),
      });
    }
  }
  if (facts.tennis) return tennisPeriods(event, facts.tennis.sets, unit, units * unit, most);
  const periods: ReplayPeriod[] = [];
  let start = event.startsAt;
  for (const set of sets) {
    const period: ReplayPeriod = { start, end: start, play: units * unit, home: [], away: [] };
    for (const winnerScored of pointOrder(set.winner, set.loser, draw)) {
      period.end += unit;
      (winnerScored === set.homeWon ? period.home : period.away).push(period.end);
    }
    periods.push(period);
    start = period.end + pause;
  }
  return { periods, over: periods[periods.length - 1]!.end, slot: units * unit, paced: true, nominal: most };
}

/** Tennis: a point every `unit`, each set's games scored at the instant of their last point. */
function tennisPeriods(event: SimEvent, sets: boolean[][], unit: number, play: number, most: number): Replay {
  const pause = event.league.profile.periodBreak;
  const periods: ReplayPeriod[] = [];
  let start = event.startsAt;
  for (const points of sets) {
    const period: ReplayPeriod = { start, end: start + points.length * unit, play, home: [], away: [] };
    let state = setStart(true);
    points.forEach((point, index) => {
      const games = state.gameWinners.length;
      state = afterPoint(state, point ? 'home' : 'away');
      if (state.gameWinners.length > games) period[state.gameWinners[games]!].push(start + (index + 1) * unit);
    });
    periods.push(period);
    start = period.end + pause;
  }
  return { periods, over: periods[periods.length - 1]!.end, slot: play, paced: true, nominal: most, pointMs: unit };
}

export function buildReplay(seed: string, event: SimEvent, facts: MatchFacts): Replay {
  const draw = secureStream(seed, DRAW.replay, event.id);
  if (SET_UNITS[event.sport] !== undefined) return pacedPeriods(event, facts, draw);
  const laid = timedPeriods(event, facts, draw);
  const last = laid.periods[laid.periods.length - 1];
  return { ...laid, over: Math.min(event.endsAt, laid.over ?? last?.end ?? event.endsAt) };
}
