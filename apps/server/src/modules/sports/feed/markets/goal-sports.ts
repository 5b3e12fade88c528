import type { SportKey } from '@playline/contract/sports';
import type { Score } from '../facts';
import { independentMatrix, poissonPmf, resolveTies, shiftMatrix } from '../pricing/distributions';
import { MARGIN } from '../pricing/margin';
import {
  bothTeamsScore,
  doubleChance,
  drawNoBet,
  handicap,
  oddEven,
  threeWay,
  totalGoals,
  twoWay,
} from './score-markets';
import { around, type MarketSpec } from './spec';

/** Ice hockey, handball and baseball: Poisson goals or runs, each sport with its own market list. */

/**
 * Where a match stands in play: the score so far (of regular time) and the share of regular play still to come;
 * the first half's own score and share for handball's half-time market.
 */
export interface GoalState {
  score: Score;
  left: number;
  firstHalf: Score;
  firstLeft: number;
}

export const GOALS_KICK_OFF: GoalState = {
  score: { home: 0, away: 0 },
  left: 1,
  firstHalf: { home: 0, away: 0 },
  firstLeft: 1,
};

/** Regular-time scores (what is to come, from the expectations scaled by `left`, on top of `score`). */
export function matrices(home: number, away: number, left = 1, score: Score = GOALS_KICK_OFF.score) {
  const max = Math.ceil(Math.max(home, away) * 2 + 10);
  const rest = independentMatrix(poissonPmf(home * left, max), poissonPmf(away * left, max));
  const regular = shiftMatrix(rest, score);
  return { regular, final: () => resolveTies(regular, home / (home + away)) };
}

/** Half lines around the expected total and around the expected margin (home's handicap). */
function lines(centre: LineCentre, step: number, count: number) {
  return {
    totals: around(Math.floor(centre.home + centre.away) + 0.5, step, count),
    handicaps: around(Math.floor(centre.away - centre.home) + 0.5, step, count, -Infinity),
  };
}

/** Expectations without drift: they place the lines, which stay fixed while prices move. */
export interface LineCentre {
  home: number;
  away: number;
}

function handball(home: number, away: number, centre: LineCentre, state: GoalState): MarketSpec[] {
  const { regular } = matrices(home, away, state.left, state.score);
  const half = matrices(home / 2, away / 2, state.firstLeft, state.firstHalf).regular;
  const { totals, handicaps } = lines(centre, 2, 2);
  const halfResult = threeWay(half);
  return [
    threeWay(regular),
    doubleChance(regular),
    drawNoBet(regular),
    ...totals.map((line) => totalGoals(regular, line)),
    oddEven(regular),
    ...handicaps.map((line) => handicap(regular, line)),
    {
      ...halfResult,
      type: 'ht_1x2',
      group: 'halves',
      builder: false,
      margin: MARGIN.half,
      settle: (facts) => halfResult.settle({ ...facts, regular: facts.firstHalf! }),
    },
  ];
}

function iceHockey(home: number, away: number, state: GoalState): MarketSpec[] {
  const { regular, final } = matrices(home, away, state.left, state.score);
  return [
    threeWay(regular),
    doubleChance(regular),
    twoWay(final()),
    ...[4.5, 5.5, 6.5].map((line) => totalGoals(regular, line)),
    bothTeamsScore(regular),
    oddEven(regular),
    ...[-1.5, 1.5].map((line) => handicap(regular, line)),
  ];
}

function baseball(home: number, away: number, centre: LineCentre, state: GoalState): MarketSpec[] {
  const final = matrices(home, away, state.left, state.score).final();
  const { totals } = lines(centre, 1, 2);
  return [
    twoWay(final),
    ...totals.map((line) => totalGoals(final, line, 'final')),
    oddEven(final, 'final'),
    ...[-1.5, 1.5].map((line) => handicap(final, line, 'final')),
  ];
}

export type GoalSport = Extract<SportKey, 'ice-hockey' | 'handball' | 'baseball'>;

export function goalSportMarkets(
  sport: GoalSport,
  home: number,
  away: number,
  centre: LineCentre,
  state: GoalState = GOALS_KICK_OFF,
): MarketSpec[] {
  if (sport === 'handball') return handball(home, away, centre, state);
  if (sport === 'ice-hockey') return iceHockey(home, away, state);
  return baseball(home, away, centre, state);
}

export function goalSportMain(
  sport: GoalSport,
  home: number,
  away: number,
  state: GoalState = GOALS_KICK_OFF,
): MarketSpec {
  const { regular, final } = matrices(home, away, state.left, state.score);
  return sport === 'baseball' ? twoWay(final()) : threeWay(regular);
}
