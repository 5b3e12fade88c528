import type { EventSummary, Market, Outcome } from '@playline/contract/sports';

export { renderWithProviders as renderWithApp } from '#app/test/render-with-providers.tsx';

/** Test fixture: an open outcome of `eventId`'s market. */
export function outcome(eventId: number, marketKey: string, code: string, odds: number): Outcome {
  return { id: `${eventId}/${marketKey}/${code}`, code, odds, status: 'open' };
}

/** Test fixture: an open 1X2 market with the given prices. */
export function matchResult(eventId: number, [home, draw, away]: [number, number, number]): Market {
  return {
    key: '1x2',
    type: '1x2',
    line: null,
    group: 'main',
    status: 'open',
    builder: true,
    outcomes: [
      outcome(eventId, '1x2', 'home', home),
      outcome(eventId, '1x2', 'draw', draw),
      outcome(eventId, '1x2', 'away', away),
    ],
  };
}

/** Test fixture: a pre-match football event with a 1X2 main market. */
export function footballEvent(id: number, overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id,
    sport: 'football',
    league: { id: 10, key: 'premier', name: 'Premier League', sport: 'football', country: countryGb },
    home: { id: id * 2, name: `Home ${id}` },
    away: { id: id * 2 + 1, name: `Away ${id}` },
    startsAt: '2026-05-01T18:00:00.000Z',
    status: 'prematch',
    scoreboard: null,
    marketCount: 42,
    mainMarket: matchResult(id, [2.1, 3.4, 3.2]),
    ...overrides,
  };
}

const countryGb = { key: 'england', code: 'GB', name: 'England' };
