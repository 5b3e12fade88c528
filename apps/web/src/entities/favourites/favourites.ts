import { STORAGE_KEYS } from '@playline/contract/constants';
import { FAVOURITES_MAX } from '@playline/contract/sports-keys';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readStored, writeStored } from '#app/lib/storage.ts';

/** The server keeps as many per player; from the zod-free keys module, as the star sits on first-load pages. */
export const FAVOURITES_LIMIT = FAVOURITES_MAX;

export interface FavouritesState {
  /** Followed event ids, most recently followed last. */
  eventIds: number[];
  /** Follows or unfollows; returns whether the event is followed afterwards (false when the list is full). */
  toggle(eventId: number): boolean;
  has(eventId: number): boolean;
  /** Takes the server's list for a logged-in player (after the merge at login). */
  replace(eventIds: number[]): void;
}

export type FavouritesStore = StoreApi<FavouritesState>;

const isEventId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/** Valid, distinct ids, the newest `FAVOURITES_LIMIT` kept. */
function clean(ids: unknown[]): number[] {
  return [...new Set(ids.filter(isEventId))].slice(-FAVOURITES_LIMIT);
}

/** Favourites restored from local storage `fav_s` (kept for visitors and players alike); changes are saved. */
export function createFavouritesStore(): FavouritesStore {
  return createStore<FavouritesState>()((set, get) => {
    const save = (eventIds: number[]) => {
      writeStored('local', STORAGE_KEYS.favourites, eventIds);
      set({ eventIds });
    };
    return {
      eventIds: clean(readStored('local', STORAGE_KEYS.favourites, [], isArray)),
      toggle: (eventId) => {
        const { eventIds } = get();
        if (eventIds.includes(eventId)) {
          save(eventIds.filter((id) => id !== eventId));
          return false;
        }
        if (eventIds.length >= FAVOURITES_LIMIT) return false;
        save([...eventIds, eventId]);
        return true;
      },
      has: (eventId) => get().eventIds.includes(eventId),
      replace: (eventIds) => save(clean(eventIds)),
    };
  });
}

export const favourites: FavouritesStore = createFavouritesStore();

/** True while the event is followed; re-renders only when that answer changes. */
export function useIsFavourite(eventId: number): boolean {
  return useStore(favourites, (state) => state.has(eventId));
}

export function useFavouriteIds(): number[] {
  return useStore(favourites, (state) => state.eventIds);
}
