import * as casino from '@playline/contract/api/casino-games';
import type { CasinoGame } from '@playline/contract/casino';
import { CASINO_PAGE_MAX } from '@playline/contract/casino-keys';
import { useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { gameKeys } from './keys';

/** The catalogue can only grow this far before the developer page stops paging (a guard against a bad total). */
const MAX_PAGES = 25;

/** Every game of the brand's catalogue, page by page of GET /api/casino/games (the developer page lists them all). */
export async function getCatalogue(signal?: AbortSignal): Promise<CasinoGame[]> {
  const games: CasinoGame[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await call(casino.getGames, { query: { offset: games.length, limit: CASINO_PAGE_MAX } }, { signal });
    games.push(...answer.games);
    if (answer.games.length === 0 || games.length >= answer.total) break;
  }
  return games;
}

export const useCatalogue = () =>
  useQuery({ queryKey: gameKeys.catalogue(), queryFn: ({ signal }) => getCatalogue(signal), staleTime: 60_000 });
