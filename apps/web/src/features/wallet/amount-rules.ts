import { parseAmount } from '@playline/contract/amount';
import type { TextKey } from '@playline/contract/texts';

export type AmountCheck = { ok: true; amount: number } | { ok: false; key: TextKey; limit?: number };

export interface AmountLimits {
  /** Minor units. */
  min: number;
  max: number;
  /** The message when above `max` (a withdrawal names the available balance). */
  maxKey?: TextKey;
}

/**
 * The typed amount ("12,5" or "12.50", at most 2 decimals) against the limits, in minor units. `limit` is the bound
 * that was broken, for the message.
 */
export function checkAmount(text: string, { min, max, maxKey = 'Wallet.AmountMax' }: AmountLimits): AmountCheck {
  const amount = parseAmount(text);
  if (amount === null) return { ok: false, key: 'Wallet.AmountInvalid' };
  if (amount < min) return { ok: false, key: 'Wallet.AmountMin', limit: min };
  if (amount > max) return { ok: false, key: maxKey, limit: max };
  return { ok: true, amount };
}
