import type { LiabilityLimits } from '@playline/contract/brands';
import { isOutrightMarket } from '../shared/selections';

/**
 * Liability caps per player (issue 18), free of the database. A bet's liability is what the house stands to lose
 * on it: potential return minus stake. It counts in full on every outcome and every event it has a leg on: a
 * multiple pays only if each leg wins, so each leg's outcome carries its whole liability (conservative, simple,
 * and no split of one stake over many bets or legs escapes the cap).
 */

/** One leg of a bet with its bet's liability; `betId` tells the legs of one bet apart (a builder has several). */
export interface LiabilityLeg {
  betId: number | string;
  outcomeId: string;
  /** The event, or the outright's league (outcome ids put a league id where an event id stands). */
  eventKey: string;
  liability: number;
}

export type LiabilityScope = 'outcome' | 'event';

export interface LiabilityBreach {
  scope: LiabilityScope;
  /** The outcome id, or the event key. */
  key: string;
  cap: number;
  /** How much more liability the player may still take on it (0 when none). */
  available: number;
}

export const eventKeyOf = (eventId: number, marketKey: string) =>
  isOutrightMarket(marketKey) ? `league:${eventId}` : `event:${eventId}`;

const keyOf = (leg: LiabilityLeg, scope: LiabilityScope) => (scope === 'outcome' ? leg.outcomeId : leg.eventKey);

/** Liability per outcome or event: each bet counted once per key, however many of its legs share it. */
function totals(legs: readonly LiabilityLeg[], scope: LiabilityScope): Map<string, number> {
  const seen = new Set<string>();
  const sums = new Map<string, number>();
  for (const leg of legs) {
    const key = keyOf(leg, scope);
    const once = `${leg.betId} ${key}`;
    if (seen.has(once)) continue;
    seen.add(once);
    sums.set(key, (sums.get(key) ?? 0) + Math.max(0, leg.liability));
  }
  return sums;
}

/**
 * The first cap the added bets would break, outcomes first, or null: for every outcome and event the new bets
 * touch, the player's open liability there plus theirs must stay within the brand's cap.
 */
export function liabilityBreach(
  open: readonly LiabilityLeg[],
  added: readonly LiabilityLeg[],
  limits: LiabilityLimits,
): LiabilityBreach | null {
  const scopes: [LiabilityScope, number][] = [
    ['outcome', limits.perOutcome],
    ['event', limits.perEvent],
  ];
  for (const [scope, cap] of scopes) {
    const before = totals(open, scope);
    for (const [key, adding] of totals(added, scope)) {
      const held = before.get(key) ?? 0;
      if (held + adding > cap) return { scope, key, cap, available: Math.max(0, cap - held) };
    }
  }
  return null;
}
