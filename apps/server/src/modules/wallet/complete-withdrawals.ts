import { DEFAULT_LANGUAGE_ID, type Withdrawal, withdrawalSchema } from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import type { withdrawals } from '#app/db/schema.ts';
import { messagesIn } from '#app/i18n/translate.ts';
import type { Ledger } from '../ledger/ledger';
import { transfer } from '../ledger/ledger';
import type { PaymentProvider } from '../payments/provider';
import { paymentOf, setProviderStatus } from '../payments/repository';
import { playerEnd } from './money-request';
import {
  claimPending,
  type DueWithdrawal,
  dueWithdrawals,
  presentWithdrawal,
  settleWithdrawal,
} from './withdrawal-repository';

/** Thrown inside a completion to give it up without writing anything (another instance has it, or it settled). */
class Skipped extends Error {}

const SYSTEM_MESSAGES = messagesIn(DEFAULT_LANGUAGE_ID);

/**
 * Approves one due withdrawal (the demo's rule until the payments desk decides: approved at `completesAt`) and has
 * the provider pay it out: held → provider clearing. A payout the provider could not make leaves it pending for
 * the next run. The idempotency key is the withdrawal's id, so even a completion that raced past every lock could
 * not be recorded twice.
 */
async function completeOne(
  ledger: Ledger,
  provider: PaymentProvider,
  { id, userId, currencyCode }: DueWithdrawal,
): Promise<boolean> {
  let withdrawal: typeof withdrawals.$inferSelect | null = null;
  try {
    await ledger.run<Withdrawal>({
      userId,
      kind: 'withdrawal_complete',
      idempotencyKey: `withdrawal:${id}`,
      requestHash: `withdrawal:${id}`,
      schema: withdrawalSchema,
      messages: SYSTEM_MESSAGES,
      async before(tx) {
        withdrawal = await claimPending(tx, id);
        if (!withdrawal) throw new Skipped();
      },
      async plan(tx, accounts, transactionId) {
        const target = withdrawal;
        if (!target) throw new Skipped();
        const payment = await paymentOf(tx, target.id);
        if (payment) {
          const request = { withdrawalId: target.id, userId, amount: target.amount, currencyCode };
          const paid = await provider.payout({
            ...request,
            method: payment.method,
            reference: payment.providerReference,
          });
          if (paid.status !== 'paid') throw new Skipped();
          await setProviderStatus(tx, target.id, paid.status);
        }
        const clearing = await ledger.house(tx, 'provider_clearing', currencyCode);
        const settled = {
          ...target,
          status: 'completed' as const,
          settleTransactionId: transactionId,
          settledAt: ledger.clock(),
        };
        return {
          amount: target.amount,
          legs: transfer(playerEnd(accounts.held), clearing, target.amount),
          result: presentWithdrawal(settled, payment),
          alsoWrite: (tx2) => settleWithdrawal(tx2, settled),
        };
      },
    });
    return true;
  } catch (error) {
    if (error instanceof Skipped) return false;
    throw error;
  }
}

/** Completes every withdrawal that is due (up to `limit` per call); answers how many it completed. */
export async function completeDueWithdrawals(
  ledger: Ledger,
  db: Database,
  provider: PaymentProvider,
  limit = 100,
): Promise<number> {
  const due = await dueWithdrawals(db, ledger.clock(), limit);
  let completed = 0;
  for (const withdrawal of due) if (await completeOne(ledger, provider, withdrawal)) completed++;
  return completed;
}
