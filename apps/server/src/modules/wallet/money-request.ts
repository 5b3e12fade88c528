import type { Messages } from '#app/i18n/translate.ts';
import type { AuthUser } from '../auth/sessions';
import type { PlayerAccounts } from '../ledger/ledger';
import { toBalance } from './balances';

/** What a money route hands its operation: who asks, what, under which idempotency key, in which language. */
export interface MoneyRequest<Body> {
  user: AuthUser;
  body: Body;
  idempotencyKey: string;
  messages: Messages;
}

/** The balances after a movement, from the locked accounts and the movement's effect on each. */
export function balanceAfter(accounts: PlayerAccounts, change: { wallet?: number; held?: number }, currency: string) {
  return toBalance(
    accounts.wallet.balance + (change.wallet ?? 0),
    accounts.held.balance + (change.held ?? 0),
    currency,
  );
}

export const playerEnd = (account: { id: number }) => ({ accountId: account.id, tracked: true });
