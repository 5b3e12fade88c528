import type { CasinoGame } from '@playline/contract/casino';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { casinoKeys } from './keys';

/** GET /api/casino/recent: the player's recently launched games, latest first. */
export function getRecent(): Promise<{ games: CasinoGame[] }> {
  return api.get<{ games: CasinoGame[] }>('/casino/recent');
}

export function recentQueryOptions() {
  return queryOptions({ queryKey: casinoKeys.recent, queryFn: getRecent });
}

/** Only a player has a history; a visitor makes no call. */
export function useRecent({ enabled }: { enabled: boolean }) {
  return useQuery({ ...recentQueryOptions(), enabled });
}
