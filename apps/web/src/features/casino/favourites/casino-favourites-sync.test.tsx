import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { casinoKeys } from '../api/keys';
import { renderWithProviders } from '../casino-fixtures';
import { CasinoFavouritesSync } from './casino-favourites-sync';
import { visitorFavourites } from './visitor-favourites';

describe('casino favourites sync at login', () => {
  beforeEach(() => visitorFavourites.getState().clear());

  it("merges the visitor's fav_c into the player's list, then forgets it on this device", async () => {
    visitorFavourites.getState().toggle('game-4');
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname !== '/api/casino/favourites/merge') return undefined;
      bodies.push(JSON.parse(String(init.body)));
      return json({ gameIds: ['game-1', 'game-4'] });
    });
    const { queryClient } = renderWithProviders(<CasinoFavouritesSync />);
    await waitFor(() =>
      expect(queryClient.getQueryData(casinoKeys.favourites)).toEqual({ gameIds: ['game-1', 'game-4'] }),
    );
    expect(bodies).toEqual([{ gameIds: ['game-4'] }]);
    expect(localStorage.getItem('fav_c')).toBeNull();
  });

  it('keeps fav_c for the next login when the merge fails', async () => {
    visitorFavourites.getState().toggle('game-4');
    let merges = 0;
    mockFetch((url) => {
      if (url.pathname !== '/api/casino/favourites/merge') return undefined;
      merges += 1;
      return json({ statusCode: 503, error: 'Service Unavailable', message: 'later' }, 503);
    });
    renderWithProviders(<CasinoFavouritesSync />);
    await waitFor(() => expect(merges).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(JSON.parse(localStorage.getItem('fav_c') ?? '[]')).toEqual(['game-4']);
  });

  it('makes no call when this device has no hearts', async () => {
    const fetch = mockFetch();
    renderWithProviders(<CasinoFavouritesSync />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/casino/favourites'), expect.anything());
  });
});
