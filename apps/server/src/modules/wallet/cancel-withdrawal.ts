import { type WithdrawalResult, withdrawalResultSchema } from '@playline/contract';
import type { withdrawals } from '#app/db/schema.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { Ledger } from '../ledger/ledger';
import { transfer } from '../ledger/ledger';
import { paymentOf } from '../payments/repository';
import { balanceAfter, type MoneyRequest, playerEnd } from './money-request';
import { requestHash } from './request-hash';
import { lockWithdrawal, presentWithdrawal, settleWithdrawal } from './withdrawal-repository';

/** Cancels a pending withdrawal: the held amount returns to the wallet. 404 unknown, 409 no longer pending. */
export function cancelWithdrawal(ledger: Ledger, request: MoneyRequest<{ withdrawalId: number }>) {
  const { user, body, idempotencyKey, messages } = request;
  let withdrawal: typeof withdrawals.$inferSelect | null = null;
  return ledger.run<WithdrawalResult>({
    userId: user.userId,
    kind: 'withdrawal_cancel',
    idempotencyKey,
    requestHash: requestHash('withdrawal_cancel', body),
    schema: withdrawalResultSchema,
    messages,
    // The withdrawal row before the accounts: the completion job locks in the same order.
    async before(tx) {
      withdrawal = await lockWithdrawal(tx, body.withdrawalId, user.userId);
      if (!withdrawal) throw new HttpError(404, messages.t('wallet.withdrawalNotFound'));
    },
    async plan(tx, accounts, transactionId) {
      const target = withdrawal;
      if (!target) throw new Error('withdrawal not locked');
      if (target.status !== 'pending') {
        throw new HttpError(
          409,
          messages.t('wallet.notPending', { status: messages.t(`wallet.status.${target.status}`) }),
        );
      }
      const settled = {
        ...target,
        status: 'cancelled' as const,
        settleTransactionId: transactionId,
        settledAt: ledger.clock(),
      };
      const balance = balanceAfter(accounts, { wallet: target.amount, held: -target.amount }, user.currencyCode);
      const payment = await paymentOf(tx, target.id);
      return {
        amount: target.amount,
        legs: transfer(playerEnd(accounts.held), playerEnd(accounts.wallet), target.amount),
        result: { withdrawal: presentWithdrawal(settled, payment), ...balance },
        alsoWrite: (tx) => settleWithdrawal(tx, settled),
      };
    },
  });
}
