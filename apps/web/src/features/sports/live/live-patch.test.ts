import type { EventUpdate, LiveUpdate } from '@playline/contract/hub';
import type { EventList, Scoreboard } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { footballEvent, matchResult } from '../components/event-row.fixtures';
import { testEvent, testMarket } from '../components/market-fixtures';
import { mergeEventUpdates, mergeLiveUpdates, patchEventDetail, patchEventList } from './live-patch';

const board = (home: number, away: number, minute = 30): Scoreboard => ({
  home,
  away,
  periods: [],
  period: 1,
  minute,
  phase: 'live',
});

function liveList(): EventList {
  return {
    events: [1, 2].map((id) => footballEvent(id, { status: 'live', scoreboard: board(0, 0) })),
    total: 2,
  };
}

function line(eventId: number, over: Partial<LiveUpdate['lines'][number]> = {}): LiveUpdate['lines'][number] {
  return {
    eventId,
    status: 'live',
    scoreboard: board(0, 0),
    mainMarket: matchResult(eventId, [2.1, 3.4, 3.2]),
    ...over,
  };
}

describe('live list patches', () => {
  it('takes a new score and keeps the other rows as they were', () => {
    const list = liveList();
    const next = patchEventList(list, { lines: [line(2, { scoreboard: board(1, 0, 31) })] });
    expect(next.events[1]?.scoreboard).toMatchObject({ home: 1, away: 0, minute: 31 });
    expect(next.events[0]).toBe(list.events[0]);
  });

  it('leaves the list untouched when only prices moved (the buttons show them)', () => {
    const list = liveList();
    const next = patchEventList(list, { lines: [line(1, { mainMarket: matchResult(1, [1.9, 3.6, 3.9]) })] });
    expect(next).toBe(list);
  });

  it('takes the whole market, prices included, when its status changed', () => {
    const list = liveList();
    const suspended = { ...matchResult(1, [1.9, 3.6, 3.9]), status: 'suspended' as const };
    const next = patchEventList(list, { lines: [line(1, { mainMarket: suspended })] });
    expect(next.events[0]?.mainMarket).toBe(suspended);
  });

  it('keeps the cached main market when a line comes without one (only the scoreboard changed)', () => {
    const list = liveList();
    const { mainMarket: _, ...withoutMain } = line(1, { scoreboard: board(1, 0, 31) });
    const next = patchEventList(list, { lines: [withoutMain] });
    expect(next.events[0]?.scoreboard?.home).toBe(1);
    expect(next.events[0]?.mainMarket).toBe(list.events[0]?.mainMarket);
  });

  it('ignores lines of events it does not list', () => {
    const list = liveList();
    expect(patchEventList(list, { lines: [line(99, { scoreboard: board(3, 3) })] })).toBe(list);
  });
});

describe('event detail patches', () => {
  const live = {
    stats: [{ key: 'corners' as const, home: 2, away: 1 }],
    situation: { kind: 'attack' as const, side: 'home' as const, position: 62 },
    incidents: [],
    suspendedUntil: null,
  };

  it('applies status, scoreboard and live state', () => {
    const event = testEvent({ id: 5, status: 'live', scoreboard: board(0, 0) });
    const next = patchEventDetail(event, { type: 'event', eventId: 5, scoreboard: board(0, 1, 40), live });
    expect(next.scoreboard).toMatchObject({ away: 1, minute: 40 });
    expect(next.live).toEqual(live);
    expect(next.markets).toBe(event.markets);
  });

  it('adds new markets after their group, drops removed ones and recounts the tabs', () => {
    const event = testEvent({ id: 5 });
    const corners = testMarket(
      5,
      'ou',
      [
        ['over', 1.8],
        ['under', 1.9],
      ],
      { group: 'corners', line: 9.5, key: 'corners_ou:9.5' },
    );
    const removed = event.markets.filter((market) => market.group === 'players').map((market) => market.key);
    const next = patchEventDetail(event, { type: 'event', eventId: 5, markets: [corners], removedMarkets: removed });
    expect(next.markets.some((market) => market.group === 'players')).toBe(false);
    expect(next.markets).toContain(corners);
    expect(next.groups).toContain('corners');
    expect(next.groups).not.toContain('players');
    expect(next.marketCount).toBe(next.markets.length);
  });

  it('keeps a market whose prices alone moved, and the event with it', () => {
    const event = testEvent({ id: 5 });
    const first = event.markets[0]!;
    const moved = { ...first, outcomes: first.outcomes.map((outcome) => ({ ...outcome, odds: outcome.odds + 0.1 })) };
    expect(patchEventDetail(event, { type: 'event', eventId: 5, markets: [moved] })).toBe(event);
  });

  it('does nothing for another event', () => {
    const event = testEvent({ id: 5 });
    expect(patchEventDetail(event, { type: 'event', eventId: 6, status: 'finished' })).toBe(event);
  });
});

describe('per-frame merging', () => {
  it('keeps the latest of each market and forgets a market re-added after removal', () => {
    const a = testMarket(5, 'dc', [['x', 2]]);
    const b = testMarket(5, 'dnb', [['y', 2]]);
    const earlier: EventUpdate = { type: 'event', eventId: 5, markets: [a], removedMarkets: ['dnb'], status: 'live' };
    const later: EventUpdate = { type: 'event', eventId: 5, markets: [b], scoreboard: board(1, 0) };
    const merged = mergeEventUpdates(earlier, later);
    expect(merged.markets).toEqual([a, b]);
    expect(merged.removedMarkets).toEqual([]);
    expect(merged).toMatchObject({ status: 'live', scoreboard: { home: 1 } });
  });

  it('merges the live state part by part', () => {
    const situation = { kind: 'attack' as const, side: 'home' as const, position: 60 };
    const merged = mergeEventUpdates(
      { type: 'event', eventId: 5, live: { incidents: [], suspendedUntil: null } },
      { type: 'event', eventId: 5, live: { situation } },
    );
    expect(merged.live).toEqual({ incidents: [], suspendedUntil: null, situation });
  });

  it('takes a partial live state into the cached one', () => {
    const event = testEvent({ id: 5 });
    const cached = {
      ...event,
      live: {
        stats: [],
        situation: { kind: 'safe' as const, side: null, position: 50 },
        incidents: [],
        suspendedUntil: null,
      },
    };
    const next = patchEventDetail(cached, {
      type: 'event',
      eventId: 5,
      live: { suspendedUntil: '2026-05-17T12:00:30.000Z' },
    });
    expect(next.live).toEqual({ ...cached.live, suspendedUntil: '2026-05-17T12:00:30.000Z' });
  });

  it('keeps the latest line per event and every start and end', () => {
    const merged = mergeLiveUpdates(
      { type: 'live', lines: [line(1), line(2)], started: [7], ended: [] },
      { type: 'live', lines: [line(1, { scoreboard: board(2, 2) })], started: [8], ended: [3] },
    );
    expect(merged.lines.map((item) => [item.eventId, item.scoreboard?.home])).toEqual([
      [1, 2],
      [2, 0],
    ]);
    expect(merged).toMatchObject({ started: [7, 8], ended: [3] });
  });
});
