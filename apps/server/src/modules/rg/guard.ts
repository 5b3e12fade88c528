import type { LimitKind, MoneyLimit } from '@playline/contract/safer-gambling';
import type { Database } from '#app/db/client.ts';
import type { MessageKey, Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { GuardedMovement, MovementGuard } from '../ledger/ledger';
import { exclusionAt, type StoredExclusion } from './exclusion';
import { limitsOf, windowTotals } from './limits-repository';
import { rgProfileOf } from './player-repository';
import { mandatoryLimitsMissing, moneyLimits } from './safer-gambling';
import { PAYING_IN, STAKING } from './wallet-flows';

const PAYS_IN = new Set<string>(PAYING_IN);
const STAKES = new Set<string>(STAKING);

/** `27 Nov 2026, 18:00 UTC`: a moment in a refusal, in the message's language. */
export function formatWhen(messages: Messages, at: Date | string): string {
  const format = new Intl.DateTimeFormat(messages.dateLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(new Date(at))} UTC`;
}

/** The sentence that refuses a movement during a time-out or self-exclusion. */
export function exclusionMessage(stored: StoredExclusion, now: Date, messages: Messages): string | null {
  const exclusion = exclusionAt(stored, now);
  if (!exclusion) return null;
  if (exclusion.until === null) return messages.t('rg.excluded.permanent');
  return messages.t(`rg.excluded.${exclusion.kind}`, { date: formatWhen(messages, exclusion.until) });
}

function overLimit(limit: MoneyLimit, currencyCode: string, messages: Messages): never {
  const params = {
    limit: messages.t(`rg.limitName.${limit.kind}.${limit.period}` as MessageKey),
    amount: messages.money(limit.amount ?? 0, currencyCode),
    remaining: messages.money(limit.remaining ?? 0, currencyCode),
  };
  const message = limit.resetsAt
    ? messages.t('rg.overLimit', { ...params, resetsAt: formatWhen(messages, limit.resetsAt) })
    : messages.t('rg.overLimitWhole', params);
  throw new HttpError(403, message);
}

/** The first limit of these kinds that `amount` would go over (the strictest window first), if any. */
function firstExceeded(limits: MoneyLimit[], kinds: readonly LimitKind[], amount: number): MoneyLimit | undefined {
  return limits
    .filter((limit) => kinds.includes(limit.kind) && limit.remaining !== null && amount > limit.remaining)
    .sort((a, b) => (a.remaining ?? 0) - (b.remaining ?? 0))[0];
}

/**
 * The safer-gambling rules on every money movement (decision 024): no deposit and no stake during a time-out or
 * self-exclusion; no deposit before the market's mandatory limits are set; no deposit above the deposit allowance
 * and no stake above the loss or wager allowance of any window. It runs inside the movement's transaction after
 * the player's accounts are locked, so every path — sports, in play, builder, casino, live tables, virtuals, a
 * shop's bet for its client — is held by it, and a player's concurrent requests are counted one after another.
 */
export function saferGamblingGuard(now: () => Date): MovementGuard {
  return async (tx: Database, movement: GuardedMovement) => {
    const payingIn = PAYS_IN.has(movement.kind) && movement.walletIn > 0;
    const staking = STAKES.has(movement.kind) && movement.walletOut > 0;
    if (!payingIn && !staking) return;
    const profile = await rgProfileOf(tx, movement.userId);
    if (profile?.role !== 'player') return;
    const at = now();
    const { messages } = movement;
    const excluded = exclusionMessage(profile, at, messages);
    if (excluded) throw new HttpError(403, excluded);
    const rows = await limitsOf(tx, profile.userId);
    if (payingIn && mandatoryLimitsMissing(profile, rows, at))
      throw new HttpError(403, messages.t('rg.mandatoryLimits'));
    if (rows.every((row) => row.kind === 'time')) return;
    const limits = moneyLimits(rows, await windowTotals(tx, profile.userId, at), at);
    const exceeded = payingIn
      ? firstExceeded(limits, ['deposit'], movement.walletIn)
      : firstExceeded(limits, ['loss', 'wager'], movement.walletOut);
    if (exceeded) overLimit(exceeded, profile.currencyCode, messages);
  };
}
