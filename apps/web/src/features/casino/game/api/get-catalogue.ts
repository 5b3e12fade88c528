import type { CasinoGame, GamesPage } from '@playline/contract/casino';
import { CASINO_PAGE_MAX } from '@playline/contract/casino-keys';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { gameKeys } from './keys';

/** The catalogue can only grow this far before the developer page stops paging (a guard against a bad total). */
const MAX_PAGES = 25;

/** Every game of the brand's catalogue, page by page of GET /api/casino/games (the developer page lists them all). */
export async function getCatalogue(): Promise<CasinoGame[]> {
  const games: CasinoGame[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await api.get<GamesPage>('/casino/games', {
      query: { offset: games.length, limit: CASINO_PAGE_MAX },
    });
    games.push(...answer.games);
    if (answer.games.length === 0 || games.length >= answer.total) break;
  }
  return games;
}

export const useCatalogue = () =>
  useQuery({ queryKey: gameKeys.catalogue(), queryFn: getCatalogue, staleTime: 60_000 });
