import * as shop from '@playline/contract/api/shop';
import type { ShopCashResult } from '@playline/contract/shop';
import { type CashInput, postCash } from './cash-request';

/** POST /api/shop/cash/pay-out: cash out of the client's wallet, never beyond what is available (422 otherwise). */
export function postPayOut(input: CashInput, languageId: number): Promise<ShopCashResult> {
  return postCash(shop.payOut, input, languageId);
}
