import type { MarketType } from '@playline/contract/sports';
import { type SetState, setScores, setScoresFrom } from '../markets/set-sports';
import { type JointFactor, NEGLIGIBLE, scenarioFacts } from './model';

/** Winner, set score, totals and handicaps of sets (maps, legs) all settle on the final sets score. */
const SET_TYPES = new Set<MarketType>(['winner', 'set_score', 'ou', 'ah']);

/** Tennis, volleyball, table tennis, esports, darts: every final sets score with its exact chance. */
export function setFactors(p: number, toWin: number, state?: SetState): JointFactor[] {
  const scores = state === undefined ? setScores(p, toWin) : setScoresFrom(p, toWin, state);
  const scenarios = scores
    .filter((score) => score.p > NEGLIGIBLE)
    .map((score) => ({ weight: score.p, facts: scenarioFacts({ final: { home: score.home, away: score.away } }) }));
  return [{ types: SET_TYPES, scenarios }];
}
