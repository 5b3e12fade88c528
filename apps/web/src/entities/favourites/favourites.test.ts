import { STORAGE_KEYS } from '@playline/contract/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFavouritesStore, FAVOURITES_LIMIT } from './favourites';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.favourites) ?? 'null');

describe('favourites', () => {
  beforeEach(() => localStorage.clear());

  it('follows and unfollows an event in fav_s, and survives a reload', () => {
    const store = createFavouritesStore();
    expect(store.getState().toggle(7)).toBe(true);
    expect(stored()).toEqual([7]);
    expect(createFavouritesStore().getState().has(7)).toBe(true);
    expect(store.getState().toggle(7)).toBe(false);
    expect(stored()).toEqual([]);
  });

  it('ignores corrupt storage and bad ids', () => {
    localStorage.setItem(STORAGE_KEYS.favourites, 'nope');
    expect(createFavouritesStore().getState().eventIds).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.favourites, JSON.stringify([3, 'x', -1, 3, 2.5, 4]));
    expect(createFavouritesStore().getState().eventIds).toEqual([3, 4]);
  });

  it(`holds at most the server's limit (${FAVOURITES_LIMIT})`, () => {
    const store = createFavouritesStore();
    store.getState().replace(Array.from({ length: FAVOURITES_LIMIT + 5 }, (_, index) => index + 1));
    expect(store.getState().eventIds).toHaveLength(FAVOURITES_LIMIT);
    expect(store.getState().toggle(9999)).toBe(false);
    expect(store.getState().has(9999)).toBe(false);
  });
});
