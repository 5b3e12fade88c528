import { CASINO_FAVOURITES_MAX } from '@playline/contract/casino-keys';
import { STORAGE_KEYS } from '@playline/contract/constants';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readStored, removeStored, writeStored } from '#app/lib/storage.ts';

/** A visitor's favourite games, kept in local storage `fav_c` until a login merges them into the player's list. */
export interface VisitorFavouritesState {
  /** Latest hearted first, as the server lists a player's (so the merge keeps the order). */
  gameIds: string[];
  /** Adds or removes a game; false when the list is full and the game was not added. */
  toggle(gameId: string): boolean;
  /** Forgets the list once the server holds it (after the merge at login). */
  clear(): void;
}

const GAME_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const isArray = (value: unknown): value is unknown[] => Array.isArray(value);
const isGameId = (value: unknown): value is string => typeof value === 'string' && GAME_ID.test(value);

/** Valid, distinct ids, the newest `CASINO_FAVOURITES_MAX` kept: an edited or stale value cannot break the page. */
function clean(ids: unknown[]): string[] {
  return [...new Set(ids.filter(isGameId))].slice(0, CASINO_FAVOURITES_MAX);
}

export function createVisitorFavourites(): StoreApi<VisitorFavouritesState> {
  return createStore<VisitorFavouritesState>()((set, get) => {
    const save = (gameIds: string[]) => {
      writeStored('local', STORAGE_KEYS.casinoFavourites, gameIds);
      set({ gameIds });
    };
    return {
      gameIds: clean(readStored('local', STORAGE_KEYS.casinoFavourites, [], isArray)),
      toggle: (gameId) => {
        const { gameIds } = get();
        if (gameIds.includes(gameId)) {
          save(gameIds.filter((id) => id !== gameId));
          return true;
        }
        if (gameIds.length >= CASINO_FAVOURITES_MAX) return false;
        save([gameId, ...gameIds]);
        return true;
      },
      clear: () => {
        removeStored('local', STORAGE_KEYS.casinoFavourites);
        set({ gameIds: [] });
      },
    };
  });
}

export const visitorFavourites = createVisitorFavourites();
