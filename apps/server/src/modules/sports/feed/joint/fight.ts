import type { MarketType } from '@playline/contract/sports';
import { FINISH_ROUND_SHARES, KO_SHARE_OF_FINISHES } from '../markets/fight';
import { type JointFactor, NEGLIGIBLE, type Scenario, scenarioFacts } from './model';

export interface FightJointInput {
  p: number;
  finish: number;
  /** Chance a finish comes in round 1, 2, 3 (in play: of the rounds still to come). */
  shares?: readonly number[];
}

const FIGHT_TYPES = new Set<MarketType>(['winner', 'method', 'ou']);

/**
 * MMA: the winner, how the fight ends and in which round. The simulator draws the winner apart from the finish,
 * so each (winner, method, round) has the product of their chances; a decision goes the distance (round 3).
 */
export function fightFactors({ p, finish, shares = FINISH_ROUND_SHARES }: FightJointInput): JointFactor[] {
  const endings: { method: 'ko' | 'submission' | 'decision'; round: number; chance: number }[] = [
    { method: 'decision', round: shares.length, chance: 1 - finish },
  ];
  shares.forEach((share, index) => {
    endings.push({ method: 'ko', round: index + 1, chance: finish * share * KO_SHARE_OF_FINISHES });
    endings.push({ method: 'submission', round: index + 1, chance: finish * share * (1 - KO_SHARE_OF_FINISHES) });
  });
  const scenarios: Scenario[] = [];
  for (const [final, side] of [
    [{ home: 1, away: 0 }, p],
    [{ home: 0, away: 1 }, 1 - p],
  ] as const) {
    for (const ending of endings) {
      const weight = side * ending.chance;
      if (weight > NEGLIGIBLE) {
        scenarios.push({ weight, facts: scenarioFacts({ final, method: ending.method, roundsFought: ending.round }) });
      }
    }
  }
  return [{ types: FIGHT_TYPES, scenarios }];
}
