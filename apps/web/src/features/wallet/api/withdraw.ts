import * as wallet from '@playline/contract/api/wallet';
import {
  IDEMPOTENCY_HEADER,
  type PaymentAccount,
  type WithdrawalResult,
  withdrawalResultSchema,
} from '@playline/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useClientStore, useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { walletKeys } from './keys';

export interface WithdrawInput {
  /** Minor units. */
  amount: number;
  payment: PaymentAccount;
  idempotencyKey: string;
}

/** POST /api/client/withdraw: the amount is held (pending) until the provider completes it; 422 above available. */
export function postWithdraw(
  { amount, payment, idempotencyKey }: WithdrawInput,
  languageId: number,
): Promise<WithdrawalResult> {
  return call(
    wallet.withdraw,
    { body: { amount, payment }, languageId },
    {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      parse: (data) => withdrawalResultSchema.parse(data),
    },
  );
}

/** Requests a withdrawal, then shows the new available balance at once and refreshes the wallet's queries. */
export function useWithdraw() {
  const store = useClientStoreApi();
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: (input: WithdrawInput) => postWithdraw(input, languageId),
    onSuccess: ({ balance, calculatedBalance, tax, currencyCode }) => {
      store.getState().setBalance({ balance, calculatedBalance, tax, currencyCode });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
