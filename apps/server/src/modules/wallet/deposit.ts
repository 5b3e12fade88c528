import { type DepositRequest, type DepositResult, depositResultSchema } from '@playline/contract';
import type { Ledger } from '../ledger/ledger';
import { transfer } from '../ledger/ledger';
import { balanceAfter, type MoneyRequest, playerEnd } from './money-request';
import { requestHash } from './request-hash';

/** A deposit through the demo payment provider: instant, from its clearing account into the player's wallet. */
export function deposit(ledger: Ledger, { user, body, idempotencyKey, messages }: MoneyRequest<DepositRequest>) {
  return ledger.run<DepositResult>({
    userId: user.userId,
    kind: 'deposit',
    idempotencyKey,
    requestHash: requestHash('deposit', body),
    schema: depositResultSchema,
    messages,
    async plan(tx, accounts, transactionId) {
      const clearing = await ledger.house(tx, 'provider_clearing', user.currencyCode);
      return {
        amount: body.amount,
        legs: transfer(clearing, playerEnd(accounts.wallet), body.amount),
        result: {
          transactionId,
          amount: body.amount,
          ...balanceAfter(accounts, { wallet: body.amount }, user.currencyCode),
        },
      };
    },
  });
}
