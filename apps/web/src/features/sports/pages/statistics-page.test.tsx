import type { League, StandingRow } from '@playline/contract/sports';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { testEvent } from '../components/market-fixtures';
import { renderSports } from '../components/market-test-kit';
import { StatisticsPage } from './statistics-page';

const league = (id: number, name: string, hasStandings = true): League => ({
  id,
  key: name.toLowerCase(),
  name,
  sport: 'football',
  country: { key: 'gb', code: 'GB', name: 'England' },
  popular: true,
  rank: id,
  eventCount: 10,
  hasOutrights: true,
  hasStandings,
});

const row = (position: number, id: number, name: string): StandingRow => ({
  position,
  team: { id, name },
  played: 3,
  won: 2,
  drawn: 1,
  lost: 0,
  scored: 5,
  conceded: 2,
  points: 7,
  form: ['W', 'D', 'W'],
});

function serve() {
  return mockFetch((url) => {
    if (url.pathname === '/api/sports/leagues') {
      return json({ leagues: [league(7, 'Premier'), league(8, 'Cup', false), league(9, 'Second')] });
    }
    if (url.pathname.startsWith('/api/sports/leagues/') && url.pathname.endsWith('/standings')) {
      const id = Number(url.pathname.split('/')[4]);
      const names = id === 7 ? ['Arden Rovers', 'Belmont City'] : ['Corvin', 'Dalby'];
      return json({
        league: league(id, id === 7 ? 'Premier' : 'Second'),
        season: '2030',
        rows: names.map((name, index) => row(index + 1, id * 10 + index, name)),
      });
    }
    if (url.pathname === '/api/sports/results') {
      const finished = testEvent({
        id: 900,
        status: 'finished',
        scoreboard: { home: 2, away: 0, periods: [], period: 2, minute: 90, phase: 'finished' },
      });
      return json({ events: [finished, { ...finished, id: 901, league: league(99, 'Elsewhere') }], total: 2 });
    }
    return undefined;
  });
}

describe('statistics page', () => {
  it('shows the first league with a table for football, its table and its latest results', async () => {
    const fetch = serve();
    renderSports(<StatisticsPage />, { path: '/statistics' });
    expect(screen.getByRole('button', { name: 'Football' }).getAttribute('aria-pressed')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Premier · Season 2030' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Arden Rovers', 'Belmont City']);
    const leagues = screen.getByRole('group', { name: 'Choose a league' });
    expect(
      within(leagues)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Premier', 'Second']);
    const results = await screen.findAllByRole('link', { name: /Arden Rovers/ });
    expect(results.map((link) => link.getAttribute('href'))).toEqual(['/statistics/match/900']);
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/sports/leagues?sport=football'))).toBe(true);
  });

  it('switches league and sport from the chips', async () => {
    const fetch = serve();
    const { user, router } = renderSports(<StatisticsPage />, { path: '/statistics' });
    await user.click(await screen.findByRole('button', { name: 'Second' }));
    expect(await screen.findByRole('table', { name: 'Second · Season 2030' })).toBeTruthy();
    expect(router.state.location.search).toBe('?sport=football&league=9');
    await user.click(screen.getByRole('button', { name: 'Basketball' }));
    expect(router.state.location.search).toBe('?sport=basketball');
    await screen.findByRole('table', { name: 'Premier · Season 2030' });
    expect(fetch.mock.calls.some(([input]) => String(input).includes('sport=basketball'))).toBe(true);
  });

  it('says so when a sport has no league tables', async () => {
    mockFetch((url) =>
      url.pathname === '/api/sports/leagues' ? json({ leagues: [league(8, 'Open', false)] }) : undefined,
    );
    renderSports(<StatisticsPage />, { path: '/statistics?sport=tennis' });
    expect(await screen.findByText('No league tables for this sport. Pick another sport.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
