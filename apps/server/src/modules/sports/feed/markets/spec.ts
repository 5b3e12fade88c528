import type { MatchFacts, Score, Settlement } from '../facts';
import type { MarketShape } from '../pricing/margin';

/** A market's shape and fair prices together with the rule that settles it, so the two cannot disagree. */
export interface MarketSpec extends MarketShape {
  settle(facts: MatchFacts): Settlement;
}

export type ScoreBasis = 'final' | 'regular';

export function resultCode(score: Score): 'home' | 'draw' | 'away' {
  return score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
}

export function overUnder(total: number, line: number): Settlement {
  return { win: [total > line ? 'over' : 'under'] };
}

/** Lines below and above a centre in steps, e.g. around(8.5, 1, 2) = [6.5, 7.5, 8.5, 9.5, 10.5]. */
export function around(centre: number, step: number, count: number, min = 0.5): number[] {
  const lines: number[] = [];
  for (let k = -count; k <= count; k++) {
    const line = centre + k * step;
    if (line >= min) lines.push(line);
  }
  return lines;
}
