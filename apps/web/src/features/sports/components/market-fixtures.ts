import type { EventDetail, Market, Outcome } from '@playline/contract/sports';

/** Test data for the event screens: a football match with a few markets of each layout. */
export function testOutcome(eventId: number, key: string, code: string, odds: number, name?: string): Outcome {
  return { id: `${eventId}/${key}/${code}`, code, odds, status: 'open', ...(name ? { name } : {}) };
}

export function testMarket(
  eventId: number,
  type: Market['type'],
  codes: Array<[string, number] | [string, number, string]>,
  over: Partial<Market> = {},
): Market {
  const line = over.line ?? null;
  const key = line === null ? type : `${type}:${line}`;
  return {
    key,
    type,
    line,
    group: 'main',
    status: 'open',
    builder: false,
    outcomes: codes.map(([code, odds, name]) => testOutcome(eventId, key, code, odds, name)),
    ...over,
  };
}

export function testEvent(over: Partial<EventDetail> = {}): EventDetail {
  const id = over.id ?? 501;
  const markets = over.markets ?? [
    testMarket(
      id,
      '1x2',
      [
        ['home', 2.1],
        ['draw', 3.4],
        ['away', 3.6],
      ],
      { builder: true },
    ),
    testMarket(
      id,
      'ou',
      [
        ['over', 1.9],
        ['under', 1.95],
      ],
      { line: 2.5, group: 'goals', builder: true },
    ),
    testMarket(
      id,
      'btts',
      [
        ['yes', 1.8],
        ['no', 2.0],
      ],
      { group: 'goals', builder: true },
    ),
    testMarket(
      id,
      'cs',
      [
        ['1-0', 7],
        ['0-0', 9],
        ['0-1', 11],
        ['other', 15],
      ],
      { group: 'goals' },
    ),
    testMarket(
      id,
      'first_scorer',
      [
        ['p1', 5.5, 'J. Silva'],
        ['p2', 6, 'M. Okafor'],
      ],
      { group: 'players' },
    ),
  ];
  return {
    id,
    sport: 'football',
    league: {
      id: 7,
      key: 'premier',
      name: 'Premier Division',
      sport: 'football',
      country: { key: 'united-kingdom', code: 'GB', name: 'United Kingdom' },
    },
    home: { id: 11, name: 'Arden Rovers' },
    away: { id: 12, name: 'Belmont City' },
    startsAt: '2030-05-02T18:30:00.000Z',
    status: 'prematch',
    scoreboard: null,
    marketCount: markets.length,
    mainMarket: markets[0] ?? null,
    markets,
    live: null,
    groups: [...new Set(markets.map((market) => market.group))],
    ...over,
  };
}
