import type { Market, Outcome } from '@playline/contract/sports';

/**
 * How a market's outcomes are laid out: a grid of 2 or 3 columns by outcome count, correct scores as three
 * columns (home wins / draws / away wins), and named picks (players, teams) as rows of name + odds.
 */
export type MarketLayout =
  | { kind: 'grid'; columns: 2 | 3 }
  | { kind: 'scores'; home: Outcome[]; draw: Outcome[]; away: Outcome[]; rest: Outcome[] }
  | { kind: 'rows' };

const SCORE = /^(\d+)-(\d+)$/;
const NAMED = /^[tp]\d+$/;
/** Long labels ("Rivera by KO/TKO") read better two to a row whatever their count. */
const TWO_WIDE: ReadonlySet<Market['type']> = new Set(['method']);

export function marketLayout(market: Pick<Market, 'type' | 'outcomes'>): MarketLayout {
  const { outcomes } = market;
  if (market.type === 'cs' || market.type === 'set_score') return scoreColumns(outcomes);
  if (outcomes.some((outcome) => NAMED.test(outcome.code))) return { kind: 'rows' };
  if (TWO_WIDE.has(market.type)) return { kind: 'grid', columns: 2 };
  const count = outcomes.length;
  if (count % 3 === 0) return { kind: 'grid', columns: 3 };
  if (count % 2 === 0) return { kind: 'grid', columns: 2 };
  return { kind: 'grid', columns: 3 };
}

function scoreColumns(outcomes: readonly Outcome[]): MarketLayout {
  const layout = { kind: 'scores' as const, home: [] as Outcome[], draw: [] as Outcome[], away: [] as Outcome[] };
  const rest: Outcome[] = [];
  for (const outcome of outcomes) {
    const score = SCORE.exec(outcome.code);
    if (!score) {
      rest.push(outcome);
      continue;
    }
    const home = Number(score[1]);
    const away = Number(score[2]);
    layout[home > away ? 'home' : home < away ? 'away' : 'draw'].push(outcome);
  }
  return { ...layout, rest };
}
