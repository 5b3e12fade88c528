import type { League } from '@playline/contract/sports';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { favourites } from '#app/entities/favourites/favourites.ts';
import { slipSelections } from '#app/entities/slip/slip.ts';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { footballEvent } from '../components/event-row.fixtures';

const premier: League = {
  id: 10,
  key: 'premier',
  name: 'Premier League',
  sport: 'football',
  country: { key: 'england', code: 'GB', name: 'England' },
  popular: true,
  rank: 1,
  eventCount: 2,
  hasOutrights: true,
  hasStandings: true,
};
const soon = new Date(Date.now() + 3_600_000).toISOString();

function serveCatalogue() {
  return mockFetch((url) => {
    const path = url.pathname;
    if (path === '/api/sports') {
      return json({ sports: [{ key: 'football', prematchCount: 120, liveCount: 3, outrightCount: 2 }] });
    }
    if (path === '/api/sports/highlights') {
      return json({
        highlights: [footballEvent(1, { startsAt: soon })],
        startingSoon: [footballEvent(2, { startsAt: soon })],
        topLeagues: [premier],
        liveCount: 3,
      });
    }
    if (path === '/api/sports/football') {
      return json({ sport: 'football', countries: [{ ...premier.country, eventCount: 2, leagues: [premier] }] });
    }
    if (path === '/api/sports/search') {
      return json({
        leagues: [],
        events: [
          footballEvent(5, { startsAt: '2099-05-02T12:00:00.000Z' }),
          footballEvent(6, {
            sport: 'basketball',
            league: { ...premier, id: 11, name: 'Basket League A1', sport: 'basketball' },
            startsAt: '2099-05-03T12:00:00.000Z',
          }),
        ],
      });
    }
    if (path === '/api/sports/events') {
      return json({ events: [footballEvent(3, { startsAt: soon }), footballEvent(4, { startsAt: soon })], total: 2 });
    }
    return undefined;
  });
}

describe('sports browse screens', () => {
  beforeEach(() => {
    slipSelections.getState().clear();
    favourites.getState().replace([]);
  });

  it('home of a brand with live betting: the live entry leads to the matches in play with their prices', async () => {
    serveCatalogue();
    renderApp({ siteId: 84, path: '/sports' });
    const entry = await screen.findByRole('link', { name: /Live now.*3 in play/ });
    expect(entry.getAttribute('href')).toBe('/sports/live-now');
  });

  it('home: highlights, starting soon, the live entry with its count, sports and top leagues', async () => {
    serveCatalogue();
    const { user } = renderApp({ path: '/sports' });
    const highlights = within(await screen.findByRole('region', { name: 'Highlights' }));
    const row = await highlights.findByRole('article', { name: 'Home 1 – Away 1' });
    // In a list of many sports, each row says its sport and league (issue 21).
    expect(within(row).getByText(/Football · Premier League$/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Starting soon' })).toBeTruthy();
    // Site 1 (Playline) takes no live bets: its live entry leads to the live scores (issue 18).
    expect(screen.getByRole('link', { name: /Live now.*3 in play/ }).getAttribute('href')).toBe('/live-scores');
    expect(screen.getByRole('link', { name: /Football.*120/ }).getAttribute('href')).toBe('/sports/football');
    const top = within(screen.getByRole('region', { name: 'Top leagues' }));
    expect(top.getByRole('link', { name: /Premier League/ }).getAttribute('href')).toBe(
      '/sports/football/england/premier',
    );
    await user.click(highlights.getByRole('button', { name: '1 2.10' }));
    expect(slipSelections.getState().has('1/1x2/home')).toBe(true);
    const tabs = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(tabs.getByRole('status', { name: '1 on your bet slip' }).textContent).toBe('1');
    expect(screen.getByText('Tap the star on a match to follow it here.')).toBeTruthy();
  });

  it('search: each match found shows its day, sport and league, in the order the server sends (start order)', async () => {
    serveCatalogue();
    const { user } = renderApp({ path: '/sports' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search teams and leagues' }), 'home');
    const matches = within(await screen.findByRole('region', { name: 'Matches' }));
    const rows = await matches.findAllByRole('article');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Home 5 – Away 5', 'Home 6 – Away 6']);
    expect(within(rows[0]!).getByText('Sat 2 May · Football · Premier League')).toBeTruthy();
    expect(within(rows[1]!).getByText('Sun 3 May · Basketball · Basket League A1')).toBeTruthy();
  });

  it('league page: finds the league by its keys and lists its matches by day', async () => {
    const fetch = serveCatalogue();
    renderApp({ path: '/sports/football/england/premier' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Premier League' })).toBeTruthy();
    const list = within(await screen.findByRole('region', { name: 'Premier League' }));
    expect(list.getByRole('article', { name: 'Home 3 – Away 3' })).toBeTruthy();
    expect(fetchedPaths(fetch)).toContain('/api/sports/events?league=10&limit=500');
  });

  it('an unknown sport or league gets a friendly not-found with a way back', async () => {
    serveCatalogue();
    renderApp({ path: '/sports/curling' });
    expect((await screen.findByRole('alert')).textContent).toContain('We do not offer this sport.');
    expect(screen.getByRole('link', { name: 'All sports' }).getAttribute('href')).toBe('/sports');
  });

  it('an unknown league says so', async () => {
    serveCatalogue();
    renderApp({ path: '/sports/football/england/nowhere' });
    expect((await screen.findByRole('alert')).textContent).toContain('This league is not on offer right now.');
  });

  it('shows an error with a retry when the list fails, and the list once the retry succeeds', async () => {
    let failing = true;
    mockFetch((url) => {
      if (url.pathname !== '/api/sports/events') return undefined;
      // A 4xx is not retried by the query client, so the error shows at once.
      if (failing) return json({ statusCode: 400, error: 'Bad Request', message: 'x' }, 400);
      return json({ events: [], total: 0 });
    });
    const { user } = renderApp({ path: '/sports/live-now' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    await user.click(retry);
    expect(await screen.findByText('Nothing is in play right now. See what starts soon.')).toBeTruthy();
  });
});
