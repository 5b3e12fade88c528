import { type AccountProblem, accountProblem, type PaymentMethod } from '@playline/contract/payment-accounts';
import { useState } from 'react';

export type PaymentCheck =
  | { ok: true; method: PaymentMethod; account: string }
  | { ok: false; problem: AccountProblem };

/**
 * The payment method and account typed for a deposit or a withdrawal, checked with the contract's rules (the
 * provider on the server applies the same ones): the problem shows once the field was left or a submit was tried.
 */
export function usePaymentInput(initial: PaymentMethod) {
  const [method, setMethodState] = useState<PaymentMethod>(initial);
  const [account, setAccount] = useState('');
  const [shown, setShown] = useState(false);
  const problem = accountProblem(method, account);
  const check: PaymentCheck = problem ? { ok: false, problem } : { ok: true, method, account: account.trim() };
  return {
    method,
    account,
    check,
    problem: shown && problem ? problem : null,
    setMethod: (next: PaymentMethod) => {
      setMethodState(next);
      setShown(false);
    },
    setAccount,
    reveal: () => setShown(account.trim() !== ''),
    attempt: () => setShown(true),
  };
}

export type PaymentInput = ReturnType<typeof usePaymentInput>;
