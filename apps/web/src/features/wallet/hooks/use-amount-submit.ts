import type { PaymentAccount } from '@playline/contract/wallet';
import type { FormEvent } from 'react';
import { useAttemptKey } from '#app/lib/use-attempt-key.ts';
import type { useAmountInput } from './use-amount-input';
import type { PaymentInput } from './use-payment-input';

type AmountInput = ReturnType<typeof useAmountInput>;
type Send = (request: { amount: number; payment: PaymentAccount; idempotencyKey: string }) => Promise<unknown>;

/**
 * The submit handler shared by the deposit and withdraw forms: an invalid amount or account shows its error and
 * takes the focus; a valid request is sent with the attempt's idempotency key (the same amount and account retried
 * reuse it), and only a success clears the amount and reports.
 */
export function useAmountSubmit(
  field: AmountInput,
  payment: PaymentInput,
  send: Send,
  onDone: (amount: number) => void,
) {
  const attempt = useAttemptKey();
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    field.attempt();
    payment.attempt();
    const elements = event.currentTarget.elements;
    if (!field.check.ok) {
      (elements.namedItem('amount') as HTMLElement | null)?.focus();
      return;
    }
    if (!payment.check.ok) {
      (elements.namedItem('account') as HTMLElement | null)?.focus();
      return;
    }
    const { amount } = field.check;
    const account = { method: payment.check.method, account: payment.check.account };
    try {
      await send({ amount, payment: account, idempotencyKey: attempt.keyFor({ amount, ...account }) });
      attempt.settle();
      field.reset();
      onDone(amount);
    } catch (error) {
      attempt.settle(error);
    }
  };
}
