import type * as shop from '@playline/contract/api/shop';
import { type ShopCashRequest, type ShopCashResult, shopCashResultSchema } from '@playline/contract/shop';
import { IDEMPOTENCY_HEADER } from '@playline/contract/wallet';
import { call } from '#app/lib/api-client.ts';

export interface CashInput extends ShopCashRequest {
  idempotencyKey: string;
}

/**
 * A cash-desk movement: the client, the amount in minor units and the attempt's Idempotency-Key. Failures are not
 * reported to the shell's toasts: the form shows the server's message (e.g. a pay-out above the balance, 422).
 */
export function postCash(
  route: typeof shop.payIn | typeof shop.payOut,
  { idempotencyKey, ...body }: CashInput,
  languageId: number,
): Promise<ShopCashResult> {
  return call(
    route,
    { body, languageId },
    {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      parse: (data) => shopCashResultSchema.parse(data),
      report: false,
    },
  );
}
