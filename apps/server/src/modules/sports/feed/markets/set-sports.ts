import { MARGIN } from '../pricing/margin';
import { handicapSpec, overUnderSpec, totalOn, winnerSpec } from './builders';
import type { MarketSpec } from './spec';

/**
 * Sports won by sets, maps or legs: each is won by the home side with chance `p`, first to `toWin` takes the
 * match. The score distribution is exact: home wins toWin–k with C(toWin − 1 + k, k) p^toWin (1 − p)^k.
 */

function binomial(n: number, k: number): number {
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return value;
}

export function setScores(p: number, toWin: number): { home: number; away: number; p: number }[] {
  const scores = [];
  for (let k = 0; k < toWin; k++) {
    const ways = binomial(toWin - 1 + k, k);
    scores.push({ home: toWin, away: k, p: ways * p ** toWin * (1 - p) ** k });
    scores.push({ home: k, away: toWin, p: ways * (1 - p) ** toWin * p ** k });
  }
  return scores;
}

/**
 * In play: sets (maps, legs) won so far, and the home side's chance in the set being played, which its score
 * within the set has moved away from `p`.
 */
export interface SetState {
  won: { home: number; away: number };
  current: number;
}

/**
 * Chances of every final score from `state`: the set in play goes home with `state.current`, later ones with `p`.
 * Scores already out of reach keep their place with chance 0, so a market lists the same outcomes all match long.
 */
export function setScoresFrom(p: number, toWin: number, state: SetState): { home: number; away: number; p: number }[] {
  const chances = new Map<string, number>();
  const walk = (home: number, away: number, chance: number, first: boolean) => {
    if (home === toWin || away === toWin) {
      chances.set(`${home}-${away}`, (chances.get(`${home}-${away}`) ?? 0) + chance);
      return;
    }
    const q = first ? state.current : p;
    walk(home + 1, away, chance * q, false);
    walk(home, away + 1, chance * (1 - q), false);
  };
  walk(state.won.home, state.won.away, 1, true);
  return setScores(p, toWin).map((score) => ({ ...score, p: chances.get(`${score.home}-${score.away}`) ?? 0 }));
}

const scoresOf = (p: number, toWin: number, state?: SetState) =>
  state === undefined ? setScores(p, toWin) : setScoresFrom(p, toWin, state);

export function setWinner(p: number, toWin: number, state?: SetState): MarketSpec {
  const home = scoresOf(p, toWin, state).reduce((sum, score) => sum + (score.home === toWin ? score.p : 0), 0);
  return winnerSpec(home, { builder: true });
}

export function setMarkets(p: number, toWin: number, state?: SetState): MarketSpec[] {
  const scores = scoresOf(p, toWin, state);
  const chance = (holds: (home: number, away: number) => boolean) =>
    scores.reduce((sum, score) => sum + (holds(score.home, score.away) ? score.p : 0), 0);
  const maxUnits = 2 * toWin - 1;
  const totals = Array.from({ length: maxUnits - toWin }, (_, k) => toWin + k + 0.5);
  const margins = Array.from({ length: Math.min(toWin - 1, 3) }, (_, k) => k + 1.5);
  const handicaps = [...margins.map((line) => -line).reverse(), ...margins];
  const ordered = [...scores].sort((a, b) => b.home - a.home || a.away - b.away);
  return [
    setWinner(p, toWin, state),
    {
      type: 'set_score',
      line: null,
      group: 'main',
      builder: true,
      margin: MARGIN.specials,
      outcomes: ordered.map((score) => ({ code: `${score.home}-${score.away}`, p: score.p })),
      settle: (facts) => ({ win: [`${facts.final.home}-${facts.final.away}`] }),
    },
    ...totals.map((line) =>
      overUnderSpec(
        line,
        chance((h, a) => h + a > line),
        totalOn('final'),
        { under: chance((h, a) => h + a < line) },
      ),
    ),
    ...handicaps.map((line) =>
      handicapSpec(
        line,
        chance((h, a) => h + line > a),
        'final',
        chance((h, a) => h + line < a),
      ),
    ),
  ];
}
