import type { FormEvent } from 'react';
import { useAttemptKey } from '#app/lib/use-attempt-key.ts';
import type { useAmountInput } from './use-amount-input';

type AmountInput = ReturnType<typeof useAmountInput>;
type Send = (request: { amount: number; idempotencyKey: string }) => Promise<unknown>;

/**
 * The submit handler shared by the deposit and withdraw forms: an invalid amount shows its error and takes the
 * focus; a valid one is sent with the attempt's idempotency key, and only a success clears the field and reports.
 */
export function useAmountSubmit(field: AmountInput, send: Send, onDone: (amount: number) => void) {
  const attempt = useAttemptKey();
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    field.attempt();
    if (!field.check.ok) {
      (event.currentTarget.elements.namedItem('amount') as HTMLElement | null)?.focus();
      return;
    }
    const { amount } = field.check;
    try {
      await send({ amount, idempotencyKey: attempt.keyFor({ amount }) });
      attempt.settle();
      field.reset();
      onDone(amount);
    } catch (error) {
      attempt.settle(error);
    }
  };
}
