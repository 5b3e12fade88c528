import { marketRulesOf } from '@playline/contract/brands';
import type { LimitKind, LimitPeriod } from '@playline/contract/safer-gambling';
import type { Database } from '#app/db/client.ts';
import { changeLimit, inForce, type StoredLimit } from './limits';
import { limitsOf, lockPlayer, recordChange, saveLimit } from './limits-repository';
import type { RgProfile } from './player-repository';
import { limitIn } from './safer-gambling';

const HOUR_MS = 3_600_000;
export type Actor = 'player' | 'operator';
export type LimitTool = { kind: LimitKind; period: LimitPeriod } | { kind: 'time'; period: 'session' };

export const toolName = (tool: LimitTool) => (tool.kind === 'time' ? 'time_limit' : `${tool.kind}:${tool.period}`);

/** The change as the history shows it: from what was in force to what is asked, and when that applies. */
function changeRecord(
  userId: number,
  tool: LimitTool,
  before: StoredLimit,
  after: StoredLimit,
  now: Date,
  actor: Actor,
) {
  const applied = after.pendingAt === null;
  return {
    userId,
    at: now,
    actor,
    tool: toolName(tool),
    fromValue: before.amount,
    toValue: applied ? after.amount : after.pendingAmount,
    effectiveAt: after.pendingAt ?? now,
    note: applied ? null : 'cooling-off',
  };
}

/**
 * Sets, lowers, raises or removes one limit (`wanted` null removes it). Runs with the player's accounts locked, so
 * it is ordered against their money movements and their other changes. Answers whether it applied at once.
 */
export async function setLimit(
  tx: Database,
  profile: RgProfile,
  tool: LimitTool,
  wanted: number | null,
  now: Date,
  actor: Actor = 'player',
): Promise<{ appliedNow: boolean }> {
  await lockPlayer(tx, profile.userId);
  const current = inForce(limitIn(await limitsOf(tx, profile.userId), tool.kind, tool.period), now);
  const coolingOffMs = marketRulesOf(profile.brandKey).coolingOffHours * HOUR_MS;
  const next = changeLimit(current, wanted, now, coolingOffMs);
  await saveLimit(tx, profile.userId, tool, next, now);
  await recordChange(tx, changeRecord(profile.userId, tool, current, next, now, actor));
  return { appliedNow: next.pendingAt === null };
}

/** Drops a waiting raise or removal: the stricter limit in force stays. False when nothing was waiting. */
export async function cancelPending(tx: Database, profile: RgProfile, tool: LimitTool, now: Date): Promise<boolean> {
  await lockPlayer(tx, profile.userId);
  const current = inForce(limitIn(await limitsOf(tx, profile.userId), tool.kind, tool.period), now);
  if (!current.pendingAt) return false;
  await saveLimit(tx, profile.userId, tool, { amount: current.amount, pendingAmount: null, pendingAt: null }, now);
  await recordChange(tx, {
    userId: profile.userId,
    at: now,
    actor: 'player',
    tool: toolName(tool),
    fromValue: current.amount,
    toValue: current.amount,
    effectiveAt: now,
    note: 'waiting change cancelled',
  });
  return true;
}
