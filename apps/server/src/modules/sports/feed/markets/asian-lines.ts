import type { MatchFacts } from '../facts';
import { probability, type ScoreMatrix } from '../pricing/distributions';
import { MARGIN } from '../pricing/margin';
import type { MarketSpec } from './spec';

/**
 * Asian lines on whole numbers: when the result lands exactly on the line the stakes are returned (void). The
 * outcomes are priced on their chances given no push, which sum to 1, so the margin applies as on any two-way
 * market; a backer's expectation, p(win) · odds + p(push), stays below 1 on either side.
 */
function whole(
  type: 'asian_ah' | 'asian_ou',
  line: number,
  codes: readonly [string, string],
  chances: { first: number; push: number },
  /** Above 0: the first outcome wins; 0: push; below 0: the second. */
  read: (facts: MatchFacts) => number,
): MarketSpec {
  const rest = 1 - chances.push;
  const first = rest > 0 ? chances.first / rest : 0.5;
  return {
    type,
    line,
    group: type === 'asian_ah' ? 'handicaps' : 'goals',
    builder: false,
    margin: MARGIN.line,
    outcomes: [
      { code: codes[0], p: first },
      { code: codes[1], p: 1 - first },
    ],
    settle: (facts) => {
      const value = read(facts);
      return value === 0 ? { win: [], void: [...codes] } : { win: [value > 0 ? codes[0] : codes[1]] };
    },
  };
}

/** Home gets `line` (whole) on regular time: home + line against away, level returns the stakes. */
export function asianHandicap(matrix: ScoreMatrix, line: number): MarketSpec {
  return whole(
    'asian_ah',
    line,
    ['home', 'away'],
    {
      first: probability(matrix, (h, a) => h + line > a),
      push: probability(matrix, (h, a) => h + line === a),
    },
    ({ regular }) => Math.sign(regular.home + line - regular.away),
  );
}

/** Total goals over or under a whole `line` on regular time; exactly `line` returns the stakes. */
export function asianTotal(matrix: ScoreMatrix, line: number): MarketSpec {
  return whole(
    'asian_ou',
    line,
    ['over', 'under'],
    {
      first: probability(matrix, (h, a) => h + a > line),
      push: probability(matrix, (h, a) => h + a === line),
    },
    ({ regular }) => Math.sign(regular.home + regular.away - line),
  );
}
