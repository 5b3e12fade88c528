import { parseAmount } from '@playline/contract/amount';
import { SHOP_CASH_MAX } from '@playline/contract/shop';
import type { TextKey } from '@playline/contract/texts';

/** The smallest cash-desk movement: 0.01 (the contract's minimum, 1 minor unit). */
export const CASH_MIN = 1;
export const CASH_MAX = SHOP_CASH_MAX;

export type CashAmountCheck = { ok: true; amount: number } | { ok: false; key: TextKey; limit?: number };

/**
 * The typed amount ("12,5" or "12.50", at most 2 decimals) in minor units, within the cash desk's limits; `limit`
 * is the bound that was broken, for the message. The available balance is the server's to check on a pay-out: the
 * listed balance may be out of date by the time the operator presses.
 */
export function checkCashAmount(text: string): CashAmountCheck {
  const amount = parseAmount(text);
  if (amount === null) return { ok: false, key: 'Wallet.AmountInvalid' };
  if (amount < CASH_MIN) return { ok: false, key: 'Wallet.AmountMin', limit: CASH_MIN };
  if (amount > CASH_MAX) return { ok: false, key: 'Wallet.AmountMax', limit: CASH_MAX };
  return { ok: true, amount };
}
