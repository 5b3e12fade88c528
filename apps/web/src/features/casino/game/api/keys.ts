import { USER_QUERY_ROOT } from '../../../../lib/query-client';

/** Query keys of the game screens. The game is public; the casino check is per player, under the user root. */
export const gameKeys = {
  game: (gameId: string) => ['casino', 'game', gameId] as const,
  catalogue: () => ['casino', 'test-catalogue'] as const,
  casinoCheck: () => [USER_QUERY_ROOT, 'casino', 'casino-check'] as const,
};

/**
 * The wallet feature's balance query (`walletKeys.balanceChange()`): features may not import each other, so the key
 * is repeated here. Invalidating it makes the shell's balance sync re-read the balance and hand it to the header.
 */
export const WALLET_BALANCE_KEY = [USER_QUERY_ROOT, 'wallet', 'balance-change'] as const;
