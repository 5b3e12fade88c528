import type { SportKey } from '@playline/contract/sports';
import { independentMatrix, poissonPmf, resolveTies } from '../pricing/distributions';
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

function matrices(home: number, away: number) {
  const max = Math.ceil(Math.max(home, away) * 2 + 10);
  const regular = independentMatrix(poissonPmf(home, max), poissonPmf(away, max));
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

function handball(home: number, away: number, centre: LineCentre): MarketSpec[] {
  const { regular } = matrices(home, away);
  const half = matrices(home / 2, away / 2).regular;
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

function iceHockey(home: number, away: number): MarketSpec[] {
  const { regular, final } = matrices(home, away);
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

function baseball(home: number, away: number, centre: LineCentre): MarketSpec[] {
  const final = matrices(home, away).final();
  const { totals } = lines(centre, 1, 2);
  return [
    twoWay(final),
    ...totals.map((line) => totalGoals(final, line, 'final')),
    oddEven(final, 'final'),
    ...[-1.5, 1.5].map((line) => handicap(final, line, 'final')),
  ];
}

export type GoalSport = Extract<SportKey, 'ice-hockey' | 'handball' | 'baseball'>;

export function goalSportMarkets(sport: GoalSport, home: number, away: number, centre: LineCentre): MarketSpec[] {
  if (sport === 'handball') return handball(home, away, centre);
  if (sport === 'ice-hockey') return iceHockey(home, away);
  return baseball(home, away, centre);
}

export function goalSportMain(sport: GoalSport, home: number, away: number): MarketSpec {
  const { regular, final } = matrices(home, away);
  return sport === 'baseball' ? twoWay(final()) : threeWay(regular);
}
