import * as wallet from '@playline/contract/api/wallet';
import {
  type DepositResult,
  depositResultSchema,
  IDEMPOTENCY_HEADER,
  type PaymentAccount,
} from '@playline/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useClientStore, useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { walletKeys } from './keys';

export interface DepositInput {
  /** Minor units. */
  amount: number;
  payment: PaymentAccount;
  idempotencyKey: string;
}

/** POST /api/client/deposit (instant, demo provider): 201 with the balances after it. */
export function postDeposit(
  { amount, payment, idempotencyKey }: DepositInput,
  languageId: number,
): Promise<DepositResult> {
  return call(
    wallet.deposit,
    { body: { amount, payment }, languageId },
    {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      parse: (data) => depositResultSchema.parse(data),
    },
  );
}

/** Deposits, then shows the new balance at once (store) and refreshes the wallet's queries. */
export function useDeposit() {
  const store = useClientStoreApi();
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: (input: DepositInput) => postDeposit(input, languageId),
    onSuccess: ({ balance, calculatedBalance, tax, currencyCode }) => {
      store.getState().setBalance({ balance, calculatedBalance, tax, currencyCode });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
