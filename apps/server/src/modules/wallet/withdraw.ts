import { type WithdrawalResult, type WithdrawRequest, withdrawalResultSchema } from '@playline/contract';
import { HttpError } from '#app/lib/http-error.ts';
import { refuseWithdrawalWithoutKyc } from '../kyc/withdrawal-gate';
import type { Ledger } from '../ledger/ledger';
import { transfer } from '../ledger/ledger';
import type { PaymentProvider } from '../payments/provider';
import { insertPayment } from '../payments/repository';
import { balanceAfter, type MoneyRequest, playerEnd } from './money-request';
import { acceptedAccount } from './payment-account';
import { requestHash } from './request-hash';
import { insertWithdrawal, presentWithdrawal } from './withdrawal-repository';

/**
 * A withdrawal request to the player's card, bank account (IBAN) or e-wallet: the provider checks the account
 * first (400), then the amount moves from the wallet to the held account (pending) at once, so it can neither be
 * spent nor withdrawn twice; it waits for approval (the demo provider's rule at `completesAt`) and the provider
 * pays it out, unless it is cancelled first. Where the market requires it, only a verified player may withdraw.
 */
export function withdraw(
  ledger: Ledger,
  provider: PaymentProvider,
  delaySeconds: number,
  { user, body, idempotencyKey, messages }: MoneyRequest<WithdrawRequest>,
) {
  const account = acceptedAccount(provider, body.payment, messages);
  return ledger.run<WithdrawalResult>({
    userId: user.userId,
    kind: 'withdrawal',
    idempotencyKey,
    requestHash: requestHash('withdrawal', { amount: body.amount, method: account.method, to: account.reference }),
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
      const paidTo = { method: account.method, destination: account.masked };
      const balance = balanceAfter(accounts, { wallet: -body.amount, held: body.amount }, user.currencyCode);
      return {
        amount: body.amount,
        legs: transfer(playerEnd(accounts.wallet), playerEnd(accounts.held), body.amount),
        result: { withdrawal: presentWithdrawal(withdrawal, paidTo), ...balance },
        async alsoWrite(tx2) {
          await insertWithdrawal(tx2, withdrawal);
          await insertPayment(tx2, {
            transactionId,
            userId: user.userId,
            direction: 'withdrawal',
            ...paidTo,
            provider: provider.name,
            // The account's reference: what the provider pays to once the withdrawal is approved.
            providerReference: account.reference,
            providerStatus: 'requested',
            createdAt: now,
          });
        },
      };
    },
  });
}
