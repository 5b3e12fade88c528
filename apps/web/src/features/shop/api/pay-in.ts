import * as shop from '@playline/contract/api/shop';
import type { ShopCashResult } from '@playline/contract/shop';
import { type CashInput, postCash } from './cash-request';

/** POST /api/shop/cash/pay-in: the client's cash onto their wallet; 201 with the client's balance after it. */
export function postPayIn(input: CashInput, languageId: number): Promise<ShopCashResult> {
  return postCash(shop.payIn, input, languageId);
}
