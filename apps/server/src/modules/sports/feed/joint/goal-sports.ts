import type { MarketType } from '@playline/contract/sports';
import { GOALS_KICK_OFF, type GoalSport, type GoalState, matrices } from '../markets/goal-sports';
import { type JointFactor, NEGLIGIBLE, type Scenario, scenarioFacts } from './model';

/** Everything these sports' score markets settle on: the regular-time score and the final one. */
const SCORE_TYPES = new Set<MarketType>(['1x2', 'dc', 'ou', 'btts', 'winner', 'ah', 'odd_even']);

/** Sports whose ties after regular time go to overtime (a one-goal win), as the simulator plays them. */
const OVERTIME: Record<GoalSport, boolean> = { 'ice-hockey': true, baseball: true, handball: false };

/**
 * Ice hockey, handball and baseball: every regular-time score of the matrix the markets price from; a tied one
 * splits into the two overtime wins, the home side's with its share of the expected goals (as `resolveTies`).
 */
export function goalSportFactors(
  sport: GoalSport,
  home: number,
  away: number,
  state: GoalState = GOALS_KICK_OFF,
): JointFactor[] {
  const { regular } = matrices(home, away, state.left, state.score);
  const homeShare = home / (home + away);
  const scenarios: Scenario[] = [];
  const add = (weight: number, score: { home: number; away: number }, final = score) => {
    if (weight > NEGLIGIBLE) scenarios.push({ weight, facts: scenarioFacts({ regular: score, final }) });
  };
  for (let h = 0; h < regular.size; h++) {
    for (let a = 0; a < regular.size; a++) {
      const weight = regular.cells[h * regular.size + a]!;
      const score = { home: h, away: a };
      if (h !== a || !OVERTIME[sport]) add(weight, score);
      else {
        add(weight * homeShare, score, { home: h + 1, away: a });
        add(weight * (1 - homeShare), score, { home: h, away: a + 1 });
      }
    }
  }
  return [{ types: SCORE_TYPES, scenarios }];
}
