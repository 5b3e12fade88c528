import type { Market } from '@playline/contract/sports';
import { fitGoalMatrix, probability } from '../sports/feed/goal-matrix';
import type { Quote } from './selections';

/** The bet builder's margin over the combination's fair chance. */
export const BUILDER_MARGIN = 0.08;
const MAX_BUILDER_ODDS = 1000;

/** A market's chances with its margin removed proportionally (double chance: two outcomes win at once). */
export function fairChance(market: Market, outcomeId: string): number {
  const overround = market.outcomes.reduce((sum, outcome) => sum + 1 / outcome.odds, 0);
  const outcome = market.outcomes.find((candidate) => candidate.id === outcomeId);
  if (!outcome) return 0;
  return Math.min(1, ((1 / outcome.odds) * (market.type === 'dc' ? 2 : 1)) / overround);
}

type ScoreTest = (home: number, away: number) => boolean;

/** Football goal markets as a test on the full-time score; null for markets priced as independent. */
function scoreTest(market: Market, code: string): ScoreTest | null {
  switch (market.type) {
    case '1x2':
      return code === 'home' ? (h, a) => h > a : code === 'away' ? (h, a) => h < a : (h, a) => h === a;
    case 'dc':
      return code === '1X' ? (h, a) => h >= a : code === 'X2' ? (h, a) => h <= a : (h, a) => h !== a;
    case 'ou': {
      const line = market.line ?? 0;
      return code === 'over' ? (h, a) => h + a > line : (h, a) => h + a < line;
    }
    case 'btts':
      return code === 'yes' ? (h, a) => h > 0 && a > 0 : (h, a) => h === 0 || a === 0;
    case 'cs': {
      if (code === 'other') return null;
      const [home, away] = code.split('-').map(Number);
      return (h, a) => h === home && a === away;
    }
    default:
      return null;
  }
}

/** A match's score so far (in play), which its live prices are conditional on. */
export type ScoreSoFar = { home: number; away: number };

/**
 * The match's final-score distribution from its 1X2 and over/under 2.5 prices (in play: the goals still to come
 * on top of the score so far); null when the feed lacks them.
 */
function goalMatrixOf(markets: readonly Market[], score?: ScoreSoFar) {
  const result = markets.find((market) => market.key === '1x2');
  const totals = markets.find((market) => market.key === 'ou:2.5');
  if (!result || !totals) return null;
  const chance = (market: Market, code: string) => {
    const outcome = market.outcomes.find((candidate) => candidate.code === code);
    return outcome ? fairChance(market, outcome.id) : 0;
  };
  return fitGoalMatrix({
    home: chance(result, 'home'),
    away: chance(result, 'away'),
    over: chance(totals, 'over'),
    line: 2.5,
    score,
  });
}

/**
 * The fair chance that every selection of one event wins: football goal markets jointly from the match's score
 * distribution, every other market (and other sports) as independent of the rest.
 */
export function builderChance(selections: readonly Quote[], markets: readonly Market[], score?: ScoreSoFar): number {
  const football = selections[0]?.sport === 'football';
  const tests: ScoreTest[] = [];
  let independent = 1;
  for (const selection of selections) {
    const test = football ? scoreTest(selection.market, selection.outcome.code) : null;
    if (test) tests.push(test);
    else independent *= fairChance(selection.market, selection.outcomeId);
  }
  if (tests.length === 0) return independent;
  const matrix = goalMatrixOf(markets, score);
  if (!matrix) {
    return selections.reduce((product, selection) => product * fairChance(selection.market, selection.outcomeId), 1);
  }
  return independent * probability(matrix, (h, a) => tests.every((test) => test(h, a)));
}

/** Decimal odds with the builder's margin, two decimals, at least 1.01; null when the combination cannot win. */
export function builderOdds(chance: number): number | null {
  if (!(chance > 1e-6)) return null;
  const odds = Math.floor(100 / (chance * (1 + BUILDER_MARGIN))) / 100;
  return Math.min(MAX_BUILDER_ODDS, Math.max(1.01, odds));
}
