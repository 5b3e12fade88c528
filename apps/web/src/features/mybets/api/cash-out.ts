import * as bets from '@playline/contract/api/bets';
import { type CashOutRequest, type CashOutResult, cashOutResultSchema } from '@playline/contract/bets';
import { IDEMPOTENCY_HEADER } from '@playline/contract/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useClientStore, useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { myBetsKeys } from './keys';

export interface CashOutInput {
  betId: number;
  request: CashOutRequest;
  idempotencyKey: string;
}

/**
 * POST /api/client/bets/:betId/cashout. Failures are not reported to the shell's toasts: the card says what
 * happened (a 409 means a new offer or a suspended market, which the refreshed list shows).
 */
export function postCashOut({ betId, request, idempotencyKey }: CashOutInput, languageId: number) {
  return call(
    bets.cashOutBet,
    { params: { betId }, body: request, languageId },
    {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      parse: (data): CashOutResult => cashOutResultSchema.parse(data),
      report: false,
    },
  );
}

/** Cashes out, then shows the new balance at once and refreshes the bets (the next refresh is not awaited). */
export function useCashOutMutation() {
  const store = useClientStoreApi();
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: (input: CashOutInput) => postCashOut(input, languageId),
    onSuccess: ({ balance, calculatedBalance, currencyCode }) => {
      const tax = store.getState().user?.tax ?? 0;
      store.getState().setBalance({ balance, calculatedBalance, tax, currencyCode });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: myBetsKeys.all }),
  });
}
