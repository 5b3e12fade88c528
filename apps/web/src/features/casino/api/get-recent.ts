import * as casino from '@playline/contract/api/casino-games';
import type { CasinoGame } from '@playline/contract/casino';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { casinoKeys } from './keys';

/** GET /api/casino/recent: the player's recently launched games, latest first. */
export function getRecent(signal?: AbortSignal): Promise<{ games: CasinoGame[] }> {
  return call(casino.getRecentGames, {}, { signal });
}

export function recentQueryOptions() {
  return queryOptions({ queryKey: casinoKeys.recent, queryFn: ({ signal }) => getRecent(signal) });
}

/** Only a player has a history; a visitor makes no call. */
export function useRecent({ enabled }: { enabled: boolean }) {
  return useQuery({ ...recentQueryOptions(), enabled });
}
