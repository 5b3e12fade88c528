import * as wallet from '@playline/contract/api/wallet';
import { IDEMPOTENCY_HEADER, type WithdrawalResult, withdrawalResultSchema } from '@playline/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useClientStore, useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { walletKeys } from './keys';

export interface CancelInput {
  withdrawalId: number;
  idempotencyKey: string;
}

/** POST /api/client/withdrawals/:id/cancel (no body): the held amount returns; 409 once it is no longer pending. */
export function postCancelWithdrawal(
  { withdrawalId, idempotencyKey }: CancelInput,
  languageId: number,
): Promise<WithdrawalResult> {
  return call(
    wallet.cancelWithdrawal,
    { params: { id: withdrawalId }, languageId },
    {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      parse: (data) => withdrawalResultSchema.parse(data),
    },
  );
}

export function useCancelWithdrawal() {
  const store = useClientStoreApi();
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: (input: CancelInput) => postCancelWithdrawal(input, languageId),
    onSuccess: ({ balance, calculatedBalance, tax, currencyCode }) => {
      store.getState().setBalance({ balance, calculatedBalance, tax, currencyCode });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
    // A 409 means it settled meanwhile: show the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals() }),
  });
}
