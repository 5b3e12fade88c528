import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { casinoGame, lobbyAnswer, renderWithProviders } from '../casino-fixtures';
import { LobbyHomePage } from './lobby-home-page';

function serveLobby(search: (q: string) => unknown = () => ({ total: 0, games: [] })) {
  return mockFetch((url) => {
    if (url.pathname === '/api/casino/lobby')
      return json(lobbyAnswer(url.searchParams.get('lobby') as 'casino', ['popular', 'slots']));
    if (url.pathname === '/api/casino/games') return json(search(url.searchParams.get('q') ?? ''));
    return undefined;
  });
}

describe('lobby home page', () => {
  it('draws a row per category of the lobby answer, with "see all" to the category page', async () => {
    serveLobby();
    renderWithProviders(<LobbyHomePage lobby="casino" />);
    const popular = await screen.findByRole('region', { name: 'Popular' });
    expect(within(popular).getAllByRole('article')).toHaveLength(4);
    expect(within(popular).getByRole('link', { name: 'See all (40)' }).getAttribute('href')).toBe(
      '/casino/category/popular',
    );
    const slots = screen.getByRole('region', { name: 'Slots' });
    expect(within(slots).getByRole('article', { name: 'Game 101' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Providers' }).getAttribute('href')).toBe('/casino/vendors');
    expect(screen.getByRole('link', { name: 'Experience' }).getAttribute('href')).toBe('/casino/experience');
    expect(screen.getByRole('link', { name: 'Crash games' }).getAttribute('href')).toBe(
      '/games/category/crash-instant',
    );
  });

  it('ends with every game of the lobby in a windowed grid', async () => {
    // jsdom lays nothing out: give every row a tile row's height so the grid measures like a browser's.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(150);
    const all = Array.from({ length: 320 }, (_, index) => casinoGame(index + 1));
    const fetch = serveLobby(() => ({ total: all.length, games: all }));
    renderWithProviders(<LobbyHomePage lobby="casino" />);
    const grid = await screen.findByRole('region', { name: 'All games (320)' });
    expect(fetchedPaths(fetch)).toContain('/api/casino/games?lobby=casino&limit=400');
    const drawn = within(grid).getAllByRole('article');
    expect(drawn.length).toBeLessThan(60);
    expect(within(grid).queryByRole('article', { name: 'Game 320' })).toBeNull();
  });

  it('the live casino lobby links its categories to live casino pages', async () => {
    mockFetch((url) =>
      url.pathname === '/api/casino/lobby' ? json(lobbyAnswer('live-casino', ['live-roulette'])) : undefined,
    );
    renderWithProviders(<LobbyHomePage lobby="live-casino" />);
    const row = await screen.findByRole('region', { name: 'Live roulette' });
    expect(within(row).getByRole('link', { name: 'See all (40)' }).getAttribute('href')).toBe(
      '/live-casino/category/live-roulette',
    );
    expect(within(row).getAllByRole('link')[1]?.getAttribute('href')).toBe('/live-casino/game/game-1');
  });

  it('searches from two characters and shows the results in the grid, or says nothing matched', async () => {
    const fetch = serveLobby((q) =>
      q === 'ph' ? { total: 1, games: [casinoGame(7, { name: "Pharaoh's Fortune" })] } : { total: 0, games: [] },
    );
    const { user } = renderWithProviders(<LobbyHomePage lobby="casino" />);
    await screen.findByRole('region', { name: 'Popular' });
    const field = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(field, 'p');
    expect(screen.getByText('Type at least 2 characters to search.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Popular' })).toBeTruthy();
    await user.type(field, 'h');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(within(results).getByRole('article', { name: "Pharaoh's Fortune" })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Popular' })).toBeNull();
    const searches = fetchedPaths(fetch).filter((path) => path.startsWith('/api/casino/games') && path.includes('q='));
    expect(searches.every((path) => path.includes('q=ph'))).toBe(true);
    await user.type(field, 'zz');
    expect(await screen.findByText('No games match “phzz”. Try another name or provider.')).toBeTruthy();
  });

  it('says the lobby could not load and loads it again on retry', async () => {
    let fail = true;
    mockFetch((url) => {
      if (url.pathname !== '/api/casino/lobby') return undefined;
      return fail
        ? json({ statusCode: 400, error: 'Bad Request', message: 'no' }, 400)
        : json(lobbyAnswer('casino', ['slots']));
    });
    const { user } = renderWithProviders(<LobbyHomePage lobby="casino" />);
    await screen.findByText('The games could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Slots' })).toBeTruthy());
  });
});
