import type { Market } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { diffEvent, diffLine, type EventState } from './live-state';

const market = (key: string, odds: [number, number], status: 'open' | 'suspended' = 'open'): Market => ({
  key,
  type: '1x2',
  line: null,
  group: 'main',
  status,
  builder: true,
  outcomes: [
    { id: `9/${key}/home`, code: 'home', odds: odds[0], status },
    { id: `9/${key}/away`, code: 'away', odds: odds[1], status },
  ],
});

const state = (markets: Market[]): EventState => ({
  eventId: 9,
  status: 'live',
  scoreboard: null,
  live: null,
  markets,
  mainMarket: markets[0] ?? null,
});

describe('diffEvent', () => {
  it('sends price-only changes as [outcomeId, odds] pairs and nothing for unchanged markets', () => {
    const update = diffEvent(
      state([market('a', [2, 1.8]), market('b', [3, 1.4])]),
      state([market('a', [2.1, 1.8]), market('b', [3, 1.4])]),
    );
    expect(update).toEqual({ type: 'event', eventId: 9, prices: [['9/a/home', 2.1]] });
  });

  it('sends a whole market when its status changed, one that appeared, and the keys of removed ones', () => {
    const update = diffEvent(
      state([market('a', [2, 1.8]), market('b', [3, 1.4])]),
      state([market('a', [2, 1.8], 'suspended'), market('c', [1.5, 2.5])]),
    );
    expect(update?.markets?.map((m) => m.key)).toEqual(['a', 'c']);
    expect(update?.removedMarkets).toEqual(['b']);
    expect(update?.prices).toBeUndefined();
  });

  it('sends only the parts of the live state that changed, and the whole state when it appears', () => {
    const live = {
      stats: [],
      situation: { kind: 'safe' as const, side: null, position: 50 },
      incidents: [],
      suspendedUntil: null,
    };
    const moved = { ...live, situation: { kind: 'attack' as const, side: 'home' as const, position: 62 } };
    expect(diffEvent({ ...state([]), live }, { ...state([]), live: moved })?.live).toEqual({
      situation: moved.situation,
    });
    expect(diffEvent(state([]), { ...state([]), live })?.live).toEqual(live);
    expect(diffEvent({ ...state([]), live }, state([]))?.live).toBeNull();
  });

  it('is null when nothing changed', () => {
    expect(diffEvent(state([market('a', [2, 1.8])]), state([market('a', [2, 1.8])]))).toBeNull();
  });
});

describe('diffLine', () => {
  it('sends the main market’s new prices alone while the scoreboard and the market’s shape hold', () => {
    expect(diffLine(state([market('a', [2, 1.8])]), state([market('a', [2, 1.7])]))).toEqual({
      prices: [['9/a/away', 1.7]],
    });
  });

  it('sends the whole line when the scoreboard or the market’s status changed', () => {
    const goal = {
      ...state([market('a', [2, 1.8])]),
      scoreboard: { home: 1, away: 0, periods: [], period: 1, minute: 12, phase: 'live' as const },
    };
    const scored = diffLine(state([market('a', [2, 1.8])]), goal);
    expect(scored.line?.scoreboard?.home).toBe(1);
    expect(scored.line).not.toHaveProperty('mainMarket');
    expect(
      diffLine(state([market('a', [2, 1.8])]), state([market('a', [2, 1.8], 'suspended')])).line?.mainMarket?.status,
    ).toBe('suspended');
    expect(diffLine(state([market('a', [2, 1.8])]), state([market('a', [2, 1.8])]))).toEqual({});
  });
});
