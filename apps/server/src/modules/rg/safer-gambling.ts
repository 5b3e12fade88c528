import { marketRulesOf } from '@playline/contract/brands';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type MoneyLimit,
  type SaferGambling,
} from '@playline/contract/safer-gambling';
import type { Database } from '#app/db/client.ts';
import { exclusionAt } from './exclusion';
import { inForce, percentUsed, remainingOf, resetsAt, type StoredLimit, usedOf, type WindowTotals } from './limits';
import { type LimitRow, limitsOf, windowTotals } from './limits-repository';
import { type RgProfile, rgProfileOf } from './player-repository';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The stored limit of a kind and period, if the player ever set one. */
export const limitIn = (rows: LimitRow[], kind: LimitKind | 'time', period: LimitPeriod | 'session') =>
  rows.find((row) => row.kind === kind && row.period === period);

/** One money limit as the player sees it now. */
export function presentLimit(
  kind: LimitKind,
  period: LimitPeriod,
  stored: StoredLimit,
  totals: WindowTotals,
): MoneyLimit {
  const used = usedOf(kind, totals);
  return {
    kind,
    period,
    amount: stored.amount,
    used,
    remaining: remainingOf(stored.amount, used),
    resetsAt: stored.amount === null ? null : iso(resetsAt(kind, period, totals)),
    percentUsed: percentUsed(stored.amount, used),
    pending: stored.pendingAt ? { amount: stored.pendingAmount, effectiveAt: stored.pendingAt.toISOString() } : null,
  };
}

/** Every money limit of the player at `now`, set or not. */
export function moneyLimits(rows: LimitRow[], totals: Record<LimitPeriod, WindowTotals>, now: Date): MoneyLimit[] {
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) =>
      presentLimit(kind, period, inForce(limitIn(rows, kind, period), now), totals[period]),
    ),
  );
}

/** Whether the market's mandatory limits (a deposit limit and a session time limit) are all in force. */
export function mandatoryLimitsMissing(profile: RgProfile, rows: LimitRow[], now: Date): boolean {
  if (!marketRulesOf(profile.brandKey).mandatoryLimits) return false;
  const hasDeposit = LIMIT_PERIODS.some((period) => inForce(limitIn(rows, 'deposit', period), now).amount !== null);
  return !hasDeposit || inForce(limitIn(rows, 'time', 'session'), now).amount === null;
}

/** The player's tools as they stand at `now`. */
export async function saferGambling(db: Database, profile: RgProfile, now: Date): Promise<SaferGambling> {
  const [rows, totals] = await Promise.all([limitsOf(db, profile.userId), windowTotals(db, profile.userId, now)]);
  const market = marketRulesOf(profile.brandKey);
  const time = inForce(limitIn(rows, 'time', 'session'), now);
  return {
    currencyCode: profile.currencyCode,
    limits: moneyLimits(rows, totals, now),
    timeLimit: {
      seconds: time.amount ?? 0,
      pending: time.pendingAt ? { seconds: time.pendingAmount ?? 0, effectiveAt: time.pendingAt.toISOString() } : null,
    },
    reminderMinutes: profile.reminderMinutes,
    exclusion: exclusionAt(profile, now),
    coolingOffHours: market.coolingOffHours,
    warningPercent: market.warningPercent,
    mandatoryLimitsMissing: mandatoryLimitsMissing(profile, rows, now),
  };
}

/** The state of a player by id (null: no such player). */
export async function saferGamblingOf(db: Database, userId: number, now: Date) {
  const profile = await rgProfileOf(db, userId);
  return profile ? { profile, state: await saferGambling(db, profile, now) } : null;
}
