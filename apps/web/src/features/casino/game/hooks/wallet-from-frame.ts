import type { UserBalance } from '#app/lib/client-store.ts';

/**
 * The header's balances after a real round the frame reported. The frame plays with the available balance
 * (`calculatedBalance`); a round moves only that, so the held part (`balance - calculatedBalance`: pending
 * withdrawals) stays as it was. The hub's balance push after the round has the last word.
 */
export function walletAfterRound(current: UserBalance, available: number): UserBalance {
  const held = current.balance - current.calculatedBalance;
  return { ...current, balance: available + held, calculatedBalance: available };
}
