import { USER_QUERY_ROOT } from '#app/lib/query-client.ts';

/** Query keys of the game screens. The game is public; the casino check is per player, under the user root. */
export const gameKeys = {
  game: (gameId: string) => ['casino', 'game', gameId] as const,
  catalogue: () => ['casino', 'test-catalogue'] as const,
  casinoCheck: () => [USER_QUERY_ROOT, 'casino', 'casino-check'] as const,
};
