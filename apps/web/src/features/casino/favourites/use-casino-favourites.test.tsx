import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { PLAYER } from '#app/test/session.ts';
import { casinoGames, renderWithProviders } from '../casino-fixtures';
import { GameRow } from '../components/game-row';
import { createVisitorFavourites, visitorFavourites } from './visitor-favourites';

const heart = (name: string) => screen.getByRole('button', { name: `Favourite: ${name}` });
const pressed = (name: string) => heart(name).getAttribute('aria-pressed');

describe('casino favourites', () => {
  beforeEach(() => visitorFavourites.getState().clear());

  it("a visitor's heart is kept in local storage fav_c and survives a reload", async () => {
    const fetch = mockFetch();
    const { user } = renderWithProviders(<GameRow title="Slots" games={casinoGames(3)} />);
    await user.click(heart('Game 2'));
    expect(pressed('Game 2')).toBe('true');
    expect(JSON.parse(localStorage.getItem('fav_c') ?? '[]')).toEqual(['game-2']);
    // A new page load reads the list back.
    expect(createVisitorFavourites().getState().gameIds).toEqual(['game-2']);
    await user.click(heart('Game 3'));
    // Latest first, as the server lists a player's, so the merge at login keeps the order.
    expect(JSON.parse(localStorage.getItem('fav_c') ?? '[]')).toEqual(['game-3', 'game-2']);
    await user.click(heart('Game 2'));
    expect(pressed('Game 2')).toBe('false');
    expect(JSON.parse(localStorage.getItem('fav_c') ?? '[]')).toEqual(['game-3']);
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/casino/favourites'))).toEqual([]);
  });

  it('drops what is not a game id from a corrupt fav_c', () => {
    localStorage.setItem('fav_c', JSON.stringify(['game-1', 7, '<script>', 'game-1']));
    expect(createVisitorFavourites().getState().gameIds).toEqual(['game-1']);
  });

  it("a player's heart is saved on the server at once", async () => {
    const calls: string[] = [];
    mockFetch((url, init) => {
      if (!url.pathname.startsWith('/api/casino/favourites')) return undefined;
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      return json({ gameIds: init.method === 'PUT' ? ['game-1', 'game-3'] : ['game-1'] });
    });
    const view = renderWithProviders(<GameRow title="Slots" games={casinoGames(3)} />);
    view.store.getState().setUser(PLAYER);
    await waitFor(() => expect(pressed('Game 1')).toBe('true'));
    await view.user.click(heart('Game 3'));
    expect(pressed('Game 3')).toBe('true');
    await waitFor(() => expect(calls).toContain('PUT /api/casino/favourites/game-3'));
    expect(localStorage.getItem('fav_c')).toBeNull();
  });

  it("a player's heart goes back when the server refuses it", async () => {
    let release: () => void = () => {};
    const refused = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch((url, init) => {
      if (!url.pathname.startsWith('/api/casino/favourites')) return undefined;
      if (init.method !== 'DELETE') return json({ gameIds: ['game-1'] });
      return refused.then(() => json({ statusCode: 400, error: 'Bad Request', message: 'unknown game' }, 400));
    });
    const view = renderWithProviders(<GameRow title="Slots" games={casinoGames(2)} />);
    view.store.getState().setUser(PLAYER);
    await waitFor(() => expect(pressed('Game 1')).toBe('true'));
    await view.user.click(heart('Game 1'));
    // Shown at once, before the server answers…
    expect(pressed('Game 1')).toBe('false');
    release();
    // …and undone when it refuses.
    await waitFor(() => expect(pressed('Game 1')).toBe('true'));
  });
});
