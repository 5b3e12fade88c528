import { MARGIN } from '../pricing/margin';
import { overUnderSpec, winnerSpec } from './builders';
import type { MarketSpec } from './spec';

/** MMA: a winner, how the fight ends (finishes split KO / submission) and in which round. */
export const KO_SHARE_OF_FINISHES = 0.65;
/** Chance a finish comes in round 1, 2, 3. */
export const FINISH_ROUND_SHARES = [0.42, 0.33, 0.25];

interface FightModel {
  p: number;
  finish: number;
  rounds: number;
  /** Chance a finish comes in round 1, 2, 3; in play, rounds gone by without one hold 0. */
  shares?: readonly number[];
}

export function fightWinner({ p }: Pick<FightModel, 'p'>): MarketSpec {
  return winnerSpec(p, { builder: true });
}

export function fightMarkets(model: FightModel): MarketSpec[] {
  const { p, finish, shares = FINISH_ROUND_SHARES } = model;
  const methods = [
    ['ko', finish * KO_SHARE_OF_FINISHES],
    ['submission', finish * (1 - KO_SHARE_OF_FINISHES)],
    ['decision', 1 - finish],
  ] as const;
  const roundsOver = (line: number) =>
    shares.reduce((sum, share, index) => sum + (index + 1 > line ? finish * share : 0), 1 - finish);
  return [
    fightWinner(model),
    {
      type: 'method',
      line: null,
      group: 'main',
      builder: false,
      margin: MARGIN.specials,
      outcomes: (['home', 'away'] as const).flatMap((side) =>
        methods.map(([method, share]) => ({ code: `${side}_${method}`, p: (side === 'home' ? p : 1 - p) * share })),
      ),
      settle: (facts) => ({ win: [`${facts.final.home > facts.final.away ? 'home' : 'away'}_${facts.method}`] }),
    },
    ...[1.5, 2.5].map((line) => overUnderSpec(line, roundsOver(line), (facts) => facts.roundsFought!)),
  ];
}
