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

export function setWinner(p: number, toWin: number): MarketSpec {
  const home = setScores(p, toWin).reduce((sum, score) => sum + (score.home === toWin ? score.p : 0), 0);
  return winnerSpec(home, { builder: true });
}

export function setMarkets(p: number, toWin: number): MarketSpec[] {
  const scores = setScores(p, toWin);
  const chance = (holds: (home: number, away: number) => boolean) =>
    scores.reduce((sum, score) => sum + (holds(score.home, score.away) ? score.p : 0), 0);
  const maxUnits = 2 * toWin - 1;
  const totals = Array.from({ length: maxUnits - toWin }, (_, k) => toWin + k + 0.5);
  const margins = Array.from({ length: Math.min(toWin - 1, 3) }, (_, k) => k + 1.5);
  const handicaps = [...margins.map((line) => -line).reverse(), ...margins];
  const ordered = [...scores].sort((a, b) => b.home - a.home || a.away - b.away);
  return [
    setWinner(p, toWin),
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
