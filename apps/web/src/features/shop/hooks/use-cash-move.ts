import type { ShopCashKind } from '@playline/contract/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import type { CashInput } from '../api/cash-request';
import { shopKeys } from '../api/keys';
import { postPayIn } from '../api/pay-in';
import { postPayOut } from '../api/pay-out';

export interface CashMove extends CashInput {
  kind: ShopCashKind;
}

/** Pays in or out; afterwards the day's summary and the listed balances are fetched again. */
export function useCashMove() {
  const queryClient = useQueryClient();
  const languageId = useClientStore((state) => state.language.id);
  return useMutation({
    mutationFn: ({ kind, ...input }: CashMove) =>
      kind === 'pay_in' ? postPayIn(input, languageId) : postPayOut(input, languageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.all }),
  });
}
