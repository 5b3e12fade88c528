import type { MarketType } from '@playline/contract/sports';
import type { SimCompetitor } from '../catalogue';
import { type FootballInput, type FootballState, fullTimeMatrix, KICK_OFF, playLeftOf } from '../markets/football';
import { poissonPmf } from '../pricing/distributions';
import { type JointFactor, NEGLIGIBLE, type Scenario, scenarioFacts } from './model';

/** Market types decided by the full-time score and the first goal's scorer. */
const GOAL_TYPES = new Set<MarketType>(['1x2', 'dc', 'ou', 'btts', 'cs', 'first_scorer']);
/** Highest count of corners (cards) still to come listed; the rest of the tail counts as one more. */
const MAX_COUNT = 40;

/** Market types settled on the first goal's scorer alone. */
const SCORER_TYPES = new Set<MarketType>(['first_scorer']);
const HOME_FIRST = 0;
const AWAY_FIRST = 1;
const NO_GOAL = 2;
const SCORED = 3;

const firstGoal = (side: 'home' | 'away', playerId: number) => [{ minute: 0, side, playerId }];

/** Who scores a side's first goal: each player by goal share. */
const scorers = (side: 'home' | 'away', team: SimCompetitor): Scenario[] =>
  team.players.map((player) => ({ weight: player.share, facts: scenarioFacts({ goals: firstGoal(side, player.id) }) }));

/**
 * The final score with the side that scores first. The simulator spreads both sides' goals over the same minutes,
 * so given the final h–a (from 0–0) the first goal is the home side's with chance h / (h + a); within the side its
 * scorer is drawn by goal share (the factor's detail, exactly what the first-scorer market prices). The scenario's
 * facts name the side but no player: no market but the first scorer's reads who.
 */
function goalFactor(input: FootballInput, state: FootballState): JointFactor {
  const matrix = fullTimeMatrix(input, state);
  const scenarios: Scenario[] = [];
  const scored = state.firstScorer === null ? null : Number(state.firstScorer.slice(1));
  const add = (weight: number, final: { home: number; away: number }, draw: number, side?: 'home' | 'away') => {
    if (weight <= NEGLIGIBLE) return;
    const goals = side ? firstGoal(side, draw === SCORED ? scored! : Number.NaN) : [];
    scenarios.push({ weight, facts: scenarioFacts({ final, goals }), draw });
  };
  for (let h = 0; h < matrix.size; h++) {
    for (let a = 0; a < matrix.size; a++) {
      const weight = matrix.cells[h * matrix.size + a]!;
      if (weight <= NEGLIGIBLE) continue;
      const final = { home: h, away: a };
      const toCome = h - state.score.home + a - state.score.away;
      if (scored !== null) add(weight, final, SCORED, 'home');
      else if (toCome === 0) add(weight, final, NO_GOAL);
      else {
        const homeFirst = (h - state.score.home) / toCome;
        add(weight * homeFirst, final, HOME_FIRST, 'home');
        add(weight * (1 - homeFirst), final, AWAY_FIRST, 'away');
      }
    }
  }
  const draws = [scorers('home', input.home), scorers('away', input.away), [{ weight: 1, facts: scenarioFacts({}) }]];
  if (scored !== null) draws.push([{ weight: 1, facts: scenarioFacts({ goals: firstGoal('home', scored) }) }]);
  return { types: GOAL_TYPES, scenarios, detail: { types: SCORER_TYPES, draws } };
}

/** A count (corners, cards) with `mean` still to come on top of `sofar`, as the totals markets price it. */
function countFactor(type: MarketType, field: 'corners' | 'cards', mean: number, sofar: number): JointFactor {
  const pmf = poissonPmf(mean, MAX_COUNT);
  const listed = pmf.reduce((sum, p) => sum + p, 0);
  const scenarios = [...pmf, Math.max(0, 1 - listed)].map((weight, k) => ({
    weight,
    facts: scenarioFacts({ [field]: sofar + k }),
  }));
  return { types: new Set([type]), scenarios: scenarios.filter((scenario) => scenario.weight > NEGLIGIBLE) };
}

/** Football (and virtual football): goals with their first scorer, corners and cards, drawn independently. */
export function footballFactors(input: FootballInput, state: FootballState = KICK_OFF): JointFactor[] {
  const playLeft = playLeftOf(state);
  return [
    goalFactor(input, state),
    countFactor('corners_ou', 'corners', input.corners * playLeft, state.corners),
    countFactor('cards_ou', 'cards', input.cards * playLeft, state.cards),
  ];
}
