import type { Market, Outcome } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { marketLayout } from './market-layout';

const outcome = (code: string, name?: string): Outcome => ({
  id: `1/m/${code}`,
  code,
  odds: 2,
  status: 'open',
  ...(name ? { name } : {}),
});
const market = (type: Market['type'], codes: string[]) => ({ type, outcomes: codes.map((code) => outcome(code)) });

describe('market layout', () => {
  it('puts three-way markets in three columns and two-way markets in two', () => {
    expect(marketLayout(market('1x2', ['home', 'draw', 'away']))).toEqual({ kind: 'grid', columns: 3 });
    expect(
      marketLayout(
        market(
          'htft',
          Array.from({ length: 9 }, (_, i) => `c${i}`),
        ),
      ),
    ).toEqual({
      kind: 'grid',
      columns: 3,
    });
    expect(marketLayout(market('ou', ['over', 'under']))).toEqual({ kind: 'grid', columns: 2 });
    expect(marketLayout(market('odd_even', ['odd', 'even']))).toEqual({ kind: 'grid', columns: 2 });
  });

  it('keeps long method-of-victory labels two to a row', () => {
    const codes = ['home_ko', 'home_submission', 'home_decision', 'away_ko', 'away_submission', 'away_decision'];
    expect(marketLayout(market('method', codes))).toEqual({ kind: 'grid', columns: 2 });
  });

  it('splits correct scores into home wins, draws and away wins, with "any other" apart', () => {
    const layout = marketLayout(market('cs', ['1-0', '0-0', '0-1', '2-1', '1-1', '1-2', 'other']));
    expect(layout.kind).toBe('scores');
    if (layout.kind !== 'scores') return;
    expect(layout.home.map((o) => o.code)).toEqual(['1-0', '2-1']);
    expect(layout.draw.map((o) => o.code)).toEqual(['0-0', '1-1']);
    expect(layout.away.map((o) => o.code)).toEqual(['0-1', '1-2']);
    expect(layout.rest.map((o) => o.code)).toEqual(['other']);
  });

  it('lists players and teams as rows', () => {
    const scorers = { type: 'first_scorer' as const, outcomes: [outcome('p1', 'J. Silva'), outcome('none')] };
    expect(marketLayout(scorers)).toEqual({ kind: 'rows' });
  });
});
