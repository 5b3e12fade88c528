import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { casinoGame, renderWithProviders } from '../casino-fixtures';
import { visitorFavourites } from '../favourites/visitor-favourites';
import { FavouritesPage } from './favourites-page';

describe('favourites page', () => {
  beforeEach(() => visitorFavourites.getState().clear());

  it('says how to add a favourite when there is none', async () => {
    mockFetch();
    renderWithProviders(<FavouritesPage />);
    expect(await screen.findByText('No favourites yet. Tap the heart on any game to keep it here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse games' }).getAttribute('href')).toBe('/casino');
  });

  it("lists a visitor's hearted games, latest first, and drops one as its heart is taken off", async () => {
    visitorFavourites.getState().toggle('game-1');
    visitorFavourites.getState().toggle('game-2');
    const asked: string[] = [];
    mockFetch((url) => {
      if (url.pathname !== '/api/casino/games') return undefined;
      const ids = url.searchParams.get('ids') ?? '';
      asked.push(ids);
      return json({ total: 2, games: ids.split(',').map((id) => casinoGame(Number(id.slice(5)))) });
    });
    const { user } = renderWithProviders(<FavouritesPage />);
    const grid = await screen.findByRole('region', { name: 'Favourites' });
    expect(
      within(grid)
        .getAllByRole('article')
        .map((tile) => tile.getAttribute('aria-label')),
    ).toEqual(['Game 2', 'Game 1']);
    expect(asked[0]).toBe('game-2,game-1');
    await user.click(screen.getByRole('button', { name: 'Favourite: Game 2' }));
    expect(
      within(grid)
        .getAllByRole('article')
        .map((tile) => tile.getAttribute('aria-label')),
    ).toEqual(['Game 1']);
  });
});
