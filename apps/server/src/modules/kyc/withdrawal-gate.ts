import { marketRulesOf } from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { kycStatusOf } from './repository';

const REFUSALS = {
  unverified: 'wallet.kycUnverified',
  pending: 'wallet.kycPending',
  rejected: 'wallet.kycRejected',
} as const;

/**
 * Where the market says so (the Greek one), money leaves only for a player whose identity the back office verified:
 * 403 naming where the check stands. Read in the withdrawal's own transaction, after the player's accounts are
 * locked, so a verdict changed meanwhile is the one that counts.
 */
export async function refuseWithdrawalWithoutKyc(
  tx: Database,
  user: { userId: number; brandKey: string },
  messages: Messages,
) {
  if (!marketRulesOf(user.brandKey).withdrawalsNeedKyc) return;
  const status = (await kycStatusOf(tx, user.userId)) ?? 'unverified';
  if (status !== 'verified') throw new HttpError(403, messages.t(REFUSALS[status]));
}
