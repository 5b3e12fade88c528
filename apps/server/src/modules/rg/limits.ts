import { LIMIT_PERIOD_MS, type LimitKind, type LimitPeriod } from '@playline/contract/safer-gambling';

/** A limit as stored: the amount in force and a raise or removal waiting for its cooling-off. */
export interface StoredLimit {
  amount: number | null;
  pendingAmount: number | null;
  pendingAt: Date | null;
}

/** What applies at `now`: a waiting change counts from its moment on, so no job has to apply it. */
export function inForce(limit: StoredLimit | null | undefined, now: Date): StoredLimit {
  if (!limit) return { amount: null, pendingAmount: null, pendingAt: null };
  if (limit.pendingAt && limit.pendingAt <= now)
    return { amount: limit.pendingAmount, pendingAmount: null, pendingAt: null };
  return limit;
}

/** A limit is stricter than another when it allows less; no limit allows everything. */
const allows = (amount: number | null) => amount ?? Number.POSITIVE_INFINITY;

/**
 * The player's change of a limit (RTS 12): a new or lower limit applies at once and drops any waiting raise; a
 * raise or a removal waits `coolingOffMs`, and asking again for what is in force just cancels the waiting change.
 */
export function changeLimit(current: StoredLimit, wanted: number | null, now: Date, coolingOffMs: number): StoredLimit {
  if (allows(wanted) <= allows(current.amount)) return { amount: wanted, pendingAmount: null, pendingAt: null };
  return { amount: current.amount, pendingAmount: wanted, pendingAt: new Date(now.getTime() + coolingOffMs) };
}

/** Money that counts against each kind of limit in one window, minor units. */
export interface WindowTotals {
  deposits: number;
  stakes: number;
  /** Wins, refunds and cash-outs paid back. */
  returns: number;
  /** The oldest deposit and the oldest stake in the window: when they leave it, the allowance grows. */
  firstDepositAt: Date | null;
  firstStakeAt: Date | null;
}

/** What counts against a limit: deposits, stakes, or losses net of returns (never below zero). */
export function usedOf(kind: LimitKind, totals: WindowTotals): number {
  if (kind === 'deposit') return totals.deposits;
  if (kind === 'wager') return totals.stakes;
  return Math.max(0, totals.stakes - totals.returns);
}

/** When the allowance of a limit grows again: the oldest counted movement leaves the rolling window. */
export function resetsAt(kind: LimitKind, period: LimitPeriod, totals: WindowTotals): Date | null {
  const first = kind === 'deposit' ? totals.firstDepositAt : totals.firstStakeAt;
  return first && usedOf(kind, totals) > 0 ? new Date(first.getTime() + LIMIT_PERIOD_MS[period]) : null;
}

/** What may still move under a limit (null: no limit). */
export const remainingOf = (amount: number | null, used: number): number | null =>
  amount === null ? null : Math.max(0, amount - used);

/** The share of a limit used, whole per cent rounded down (0 without a limit). */
export const percentUsed = (amount: number | null, used: number): number =>
  amount === null ? 0 : Math.floor((Math.min(used, amount) * 100) / amount);
