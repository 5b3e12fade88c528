import type { MatchFacts } from '../facts';
import { probability, type ScoreMatrix } from '../pricing/distributions';
import { MARGIN } from '../pricing/margin';
import { handicapSpec, oddEvenSpec, overUnderSpec, totalOn, winnerSpec } from './builders';
import { type MarketSpec, resultCode, type ScoreBasis } from './spec';

/** Markets priced from a joint score distribution (goals, runs); `basis` says which score they settle on. */

export function threeWay(matrix: ScoreMatrix, basis: ScoreBasis = 'regular'): MarketSpec {
  const home = probability(matrix, (h, a) => h > a);
  const away = probability(matrix, (h, a) => h < a);
  return {
    type: '1x2',
    line: null,
    group: 'main',
    builder: true,
    margin: MARGIN.main,
    outcomes: [
      { code: 'home', p: home },
      { code: 'draw', p: 1 - home - away },
      { code: 'away', p: away },
    ],
    settle: (facts) => ({ win: [resultCode(facts[basis])] }),
  };
}

export function doubleChance(matrix: ScoreMatrix): MarketSpec {
  const home = probability(matrix, (h, a) => h > a);
  const away = probability(matrix, (h, a) => h < a);
  const draw = 1 - home - away;
  return {
    type: 'dc',
    line: null,
    group: 'main',
    builder: true,
    margin: MARGIN.line,
    places: 2,
    outcomes: [
      { code: '1X', p: home + draw },
      { code: '12', p: home + away },
      { code: 'X2', p: draw + away },
    ],
    settle: (facts) => {
      const result = resultCode(facts.regular);
      return { win: result === 'home' ? ['1X', '12'] : result === 'away' ? ['12', 'X2'] : ['1X', 'X2'] };
    },
  };
}

export function drawNoBet(matrix: ScoreMatrix): MarketSpec {
  const home = probability(matrix, (h, a) => h > a);
  const away = probability(matrix, (h, a) => h < a);
  return {
    type: 'dnb',
    line: null,
    group: 'main',
    builder: false,
    margin: MARGIN.line,
    outcomes: [
      { code: 'home', p: home / (home + away) },
      { code: 'away', p: away / (home + away) },
    ],
    settle: (facts) => {
      const result = resultCode(facts.regular);
      return result === 'draw' ? { win: [], void: ['home', 'away'] } : { win: [result] };
    },
  };
}

/** Two-way winner including overtime: `matrix` is the final score with ties resolved. */
export function twoWay(matrix: ScoreMatrix): MarketSpec {
  return winnerSpec(
    probability(matrix, (h, a) => h > a),
    { builder: false },
  );
}

export function totalGoals(matrix: ScoreMatrix, line: number, basis: ScoreBasis = 'regular'): MarketSpec {
  return overUnderSpec(
    line,
    probability(matrix, (h, a) => h + a > line),
    totalOn(basis),
  );
}

/** Handicap on a half line: the home side gets `line`, so it wins the market when home + line > away. */
export function handicap(matrix: ScoreMatrix, line: number, basis: ScoreBasis = 'regular'): MarketSpec {
  return handicapSpec(
    line,
    probability(matrix, (h, a) => h + line > a),
    basis,
  );
}

export function bothTeamsScore(matrix: ScoreMatrix): MarketSpec {
  const yes = probability(matrix, (h, a) => h > 0 && a > 0);
  return {
    type: 'btts',
    line: null,
    group: 'goals',
    builder: true,
    margin: MARGIN.line,
    outcomes: [
      { code: 'yes', p: yes },
      { code: 'no', p: 1 - yes },
    ],
    settle: (facts) => ({ win: [facts.regular.home > 0 && facts.regular.away > 0 ? 'yes' : 'no'] }),
  };
}

export function oddEven(matrix: ScoreMatrix, basis: ScoreBasis = 'regular'): MarketSpec {
  return oddEvenSpec(
    probability(matrix, (h, a) => (h + a) % 2 === 1),
    basis,
  );
}

export function correctScore(matrix: ScoreMatrix, max: number): MarketSpec {
  const outcomes = [];
  let listed = 0;
  for (let h = 0; h <= max; h++) {
    for (let a = 0; a <= max; a++) {
      const p = matrix.cells[h * matrix.size + a]!;
      listed += p;
      outcomes.push({ code: `${h}-${a}`, p });
    }
  }
  outcomes.push({ code: 'other', p: Math.max(0, 1 - listed) });
  return {
    type: 'cs',
    line: null,
    group: 'goals',
    builder: true,
    margin: MARGIN.correctScore,
    outcomes,
    settle: ({ regular }: MatchFacts) => ({
      win: [regular.home <= max && regular.away <= max ? `${regular.home}-${regular.away}` : 'other'],
    }),
  };
}
