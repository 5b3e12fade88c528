import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { testEvent } from '../components/market-fixtures';
import { renderSports } from '../components/market-test-kit';
import { MatchStatisticsPage } from './match-statistics-page';

const ROUTE = '/statistics/match/:eventId';
const past = (eventId: number, home: [number, string], away: [number, string], score: [number, number]) => ({
  eventId,
  startsAt: '2030-04-20T15:00:00.000Z',
  home: { id: home[0], name: home[1] },
  away: { id: away[0], name: away[1] },
  score: { home: score[0], away: score[1] },
});
const { markets: _markets, groups: _groups, ...summary } = testEvent();
const ARDEN: [number, string] = [11, 'Arden Rovers'];
const BELMONT: [number, string] = [12, 'Belmont City'];

const STATISTICS = {
  event: summary,
  home: { form: ['W', 'W', 'L'], recent: [past(401, ARDEN, [13, 'Corvin'], [2, 0])] },
  away: { form: ['D'], recent: [] },
  headToHead: [past(301, BELMONT, ARDEN, [1, 1])],
  standings: {
    league: summary.league,
    season: '2030',
    rows: [ARDEN, [13, 'Corvin'], BELMONT].map(([id, name], index) => ({
      position: index + 1,
      team: { id, name },
      played: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      scored: 3,
      conceded: 3,
      points: 4,
      form: ['W'],
    })),
  },
};

describe('match statistics page', () => {
  it("shows both teams' form and matches, head-to-head and the table with the two teams marked", async () => {
    mockFetch((url) => (url.pathname === '/api/sports/events/501/statistics' ? json(STATISTICS) : undefined));
    renderSports(<MatchStatisticsPage />, { path: '/statistics/match/501', route: ROUTE });
    const home = await screen.findByRole('region', { name: 'Arden Rovers · Form' });
    expect(within(home).getByRole('img', { name: 'Last results: Win, Win, Loss' })).toBeTruthy();
    expect(within(home).getByRole('link').getAttribute('href')).toBe('/statistics/match/401');
    const away = screen.getByRole('region', { name: 'Belmont City · Form' });
    expect(within(away).getByText('No recent matches.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Belmont City\s*1–1\s*Arden Rovers/ })).toBeTruthy();
    const marked = screen
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true')
      .map((row) => within(row).getByRole('rowheader').textContent);
    expect(marked).toEqual(['Arden Rovers', 'Belmont City']);
    expect(screen.getByRole('link', { name: 'Bet on this match' }).getAttribute('href')).toBe('/sports/event/501');
  });

  it('says the event was not found for a 404', async () => {
    mockFetch((url) =>
      url.pathname === '/api/sports/events/501/statistics'
        ? json({ statusCode: 404, error: 'Not Found', message: 'No event' }, 404)
        : undefined,
    );
    renderSports(<MatchStatisticsPage />, { path: '/statistics/match/501', route: ROUTE });
    expect(await screen.findByText(/could not find this event/)).toBeTruthy();
  });
});
