import type { CasinoFavourites } from '@playline/contract/casino';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useStore } from 'zustand';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { addCasinoFavourite, casinoFavouritesQueryOptions, removeCasinoFavourite } from '../api/favourites';
import { casinoKeys } from '../api/keys';
import { visitorFavourites } from './visitor-favourites';

export interface CasinoFavouritesApi {
  /** Favourite game ids, the latest hearted first (as the server lists them); empty while a player's list loads. */
  gameIds: readonly string[];
  /** True while a player's list has not arrived (a visitor's is in local storage, so never). */
  isPending: boolean;
  isError: boolean;
  refetch(): void;
  toggle(gameId: string): void;
}

interface Change {
  gameId: string;
  add: boolean;
}

const withChange = (ids: readonly string[], { gameId, add }: Change): string[] =>
  add ? [gameId, ...ids.filter((id) => id !== gameId)] : ids.filter((id) => id !== gameId);

/**
 * The favourite games of whoever is looking: a player's live on the server (each heart is saved at once, shown
 * before the answer and undone if the call fails); a visitor's in local storage `fav_c`, merged at login.
 */
export function useCasinoFavourites(): CasinoFavouritesApi {
  const player = useClientStore((state) => state.user !== null);
  const queryClient = useQueryClient();
  const visitorIds = useStore(visitorFavourites, (state) => state.gameIds);
  const server = useQuery({ ...casinoFavouritesQueryOptions(), enabled: player });
  const mutation = useMutation({
    mutationFn: ({ gameId, add }: Change) => (add ? addCasinoFavourite(gameId) : removeCasinoFavourite(gameId)),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: casinoKeys.favourites });
      queryClient.setQueryData<CasinoFavourites>(casinoKeys.favourites, (list) => ({
        gameIds: withChange(list?.gameIds ?? [], change),
      }));
    },
    // Undo only this heart: another toggled meanwhile keeps its own optimistic state.
    onError: (_error, change) =>
      queryClient.setQueryData<CasinoFavourites>(casinoKeys.favourites, (list) => ({
        gameIds: withChange(list?.gameIds ?? [], { gameId: change.gameId, add: !change.add }),
      })),
    onSuccess: (answer) => queryClient.setQueryData(casinoKeys.favourites, answer),
  });
  const serverIds = server.data?.gameIds;
  const toggle = useCallback(
    (gameId: string) => {
      if (!player) {
        visitorFavourites.getState().toggle(gameId);
        return;
      }
      const current = queryClient.getQueryData<CasinoFavourites>(casinoKeys.favourites)?.gameIds ?? [];
      mutation.mutate({ gameId, add: !current.includes(gameId) });
    },
    [player, queryClient, mutation.mutate],
  );
  if (!player) {
    return { gameIds: visitorIds, isPending: false, isError: false, refetch: () => {}, toggle };
  }
  return {
    gameIds: serverIds ?? [],
    isPending: server.isPending,
    isError: server.isError,
    refetch: () => void server.refetch(),
    toggle,
  };
}
