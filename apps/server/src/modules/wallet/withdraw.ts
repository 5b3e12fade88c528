import { type WithdrawalResult, type WithdrawRequest, withdrawalResultSchema } from '@playline/contract';
import { HttpError } from '#app/lib/http-error.ts';
import { refuseWithdrawalWithoutKyc } from '../kyc/withdrawal-gate';
import type { Ledger } from '../ledger/ledger';
import { transfer } from '../ledger/ledger';
import { balanceAfter, type MoneyRequest, playerEnd } from './money-request';
import { requestHash } from './request-hash';
import { insertWithdrawal, presentWithdrawal } from './withdrawal-repository';

/**
 * A withdrawal request: the amount moves from the wallet to the held account (pending) at once, so it can
 * neither be spent nor withdrawn twice; the provider completes it after `delaySeconds` unless it is cancelled.
 * Where the market requires it, only a player whose identity is verified may withdraw (403 otherwise).
 */
export function withdraw(
  ledger: Ledger,
  delaySeconds: number,
  { user, body, idempotencyKey, messages }: MoneyRequest<WithdrawRequest>,
) {
  return ledger.run<WithdrawalResult>({
    userId: user.userId,
    kind: 'withdrawal',
    idempotencyKey,
    requestHash: requestHash('withdrawal', body),
    schema: withdrawalResultSchema,
    messages,
    async plan(tx, accounts, transactionId) {
      await refuseWithdrawalWithoutKyc(tx, user, messages);
      if (body.amount > accounts.wallet.balance) {
        const available = messages.money(accounts.wallet.balance, user.currencyCode);
        throw new HttpError(422, messages.t('wallet.insufficient', { available }));
      }
      const now = ledger.clock();
      // The withdrawal is known by the id of the transaction that requests it.
      const withdrawal = {
        id: transactionId,
        userId: user.userId,
        amount: body.amount,
        status: 'pending' as const,
        createdAt: now,
        completesAt: new Date(now.getTime() + delaySeconds * 1000),
        settledAt: null,
        settleTransactionId: null,
      };
      const balance = balanceAfter(accounts, { wallet: -body.amount, held: body.amount }, user.currencyCode);
      return {
        amount: body.amount,
        legs: transfer(playerEnd(accounts.wallet), playerEnd(accounts.held), body.amount),
        result: { withdrawal: presentWithdrawal(withdrawal), ...balance },
        alsoWrite: (tx) => insertWithdrawal(tx, withdrawal),
      };
    },
  });
}
