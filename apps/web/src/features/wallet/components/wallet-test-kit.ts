import type { Movement, Withdrawal } from '@playline/contract/wallet';
import type { FetchHandler } from '#app/test/fetch-mock.ts';
import { type ClientCall, servePlayer } from '#app/test/serve-player.ts';
import { PLAYER } from '#app/test/session.ts';

/** A request the wallet made: path with query, method, body and Idempotency-Key. */
export type WalletCall = ClientCall;

/** A logged-in player1 plus `handler` for the wallet calls; records every call under /api/client. */
export const serveWallet = (handler: FetchHandler) => servePlayer('/api/client/', handler);

export const balances = (calculatedBalance: number, balance = calculatedBalance) => ({
  balance,
  calculatedBalance,
  tax: 0,
  currencyCode: PLAYER.currencyCode,
});

export function withdrawal(id: number, amount: number, status: Withdrawal['status']): Withdrawal {
  return {
    id,
    amount,
    status,
    method: 'bank_transfer',
    destination: 'GR16 •••• 0695',
    createdAt: '2026-05-01T10:00:00.000Z',
    completesAt: '2026-05-01T10:02:00.000Z',
    settledAt: status === 'pending' ? null : '2026-05-01T10:02:00.000Z',
  };
}

export function movement(
  id: number,
  type: Movement['type'],
  amount: number,
  extra: Partial<Pick<Movement, 'subject' | 'availableAfter' | 'balanceAfter'>> = {},
): Movement {
  const available = type === 'deposit' || type === 'withdrawal_cancel' ? amount : type === 'withdrawal' ? -amount : 0;
  return {
    id,
    type,
    amount,
    availableChange: available,
    balanceChange: type === 'withdrawal' ? 0 : type === 'withdrawal_complete' ? -amount : available,
    availableAfter: 100_000,
    balanceAfter: 100_000,
    subject: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...extra,
  };
}
