import { type DepositRequest, type DepositResult, depositResultSchema } from '@playline/contract';
import { HttpError } from '#app/lib/http-error.ts';
import type { Ledger } from '../ledger/ledger';
import { transfer } from '../ledger/ledger';
import type { PaymentProvider } from '../payments/provider';
import { insertPayment } from '../payments/repository';
import { balanceAfter, type MoneyRequest, playerEnd } from './money-request';
import { acceptedAccount } from './payment-account';
import { requestHash } from './request-hash';

/**
 * A deposit from the player's card, bank account or e-wallet: the provider checks the account (400), then takes
 * the money inside the movement's transaction (422 when declined, nothing written); the amount moves from the
 * provider's clearing account into the wallet, and the method and masked account are kept with the transaction.
 */
export function deposit(
  ledger: Ledger,
  provider: PaymentProvider,
  { user, body, idempotencyKey, messages }: MoneyRequest<DepositRequest>,
) {
  const account = acceptedAccount(provider, body.payment, messages);
  return ledger.run<DepositResult>({
    userId: user.userId,
    kind: 'deposit',
    idempotencyKey,
    // The account's reference, not its number: the stored hash names the card without holding it.
    requestHash: requestHash('deposit', { amount: body.amount, method: account.method, account: account.reference }),
    schema: depositResultSchema,
    messages,
    async plan(tx, accounts, transactionId) {
      const request = { transactionId, userId: user.userId, amount: body.amount, currencyCode: user.currencyCode };
      const collected = await provider.collect({ ...request, account });
      if (collected.status === 'declined') throw new HttpError(422, messages.t('payments.declined'));
      const clearing = await ledger.house(tx, 'provider_clearing', user.currencyCode);
      return {
        amount: body.amount,
        legs: transfer(clearing, playerEnd(accounts.wallet), body.amount),
        result: {
          transactionId,
          amount: body.amount,
          method: account.method,
          source: account.masked,
          ...balanceAfter(accounts, { wallet: body.amount }, user.currencyCode),
        },
        alsoWrite: (tx2) =>
          insertPayment(tx2, {
            transactionId,
            userId: user.userId,
            direction: 'deposit',
            method: account.method,
            destination: account.masked,
            provider: provider.name,
            providerReference: collected.reference,
            providerStatus: collected.status,
            createdAt: ledger.clock(),
          }),
      };
    },
  });
}
