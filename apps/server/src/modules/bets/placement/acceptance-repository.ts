import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { betLegs, bets, settledEvents } from '#app/db/schema.ts';

/** SQL of bet acceptance, read inside the placement's ledger transaction (after the player's accounts are locked). */

/** Which of these events an operator has settled by hand. */
export async function handSettledAmong(tx: Database, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await tx
    .select({ eventId: settledEvents.eventId })
    .from(settledEvents)
    .where(inArray(settledEvents.eventId, eventIds));
  return new Set(rows.map((row) => row.eventId));
}

/**
 * Every leg of the player's open bets on these event (or outright league) ids, with its bet's liability: potential
 * return minus total stake (a partial cash-out has shrunk both). The caller keys outrights apart from events.
 */
export function openLiabilityLegs(tx: Database, userId: number, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      betId: bets.id,
      eventId: betLegs.eventId,
      marketKey: betLegs.marketKey,
      outcomeId: betLegs.outcomeId,
      liability: sql<number>`${bets.potentialReturn} - ${bets.totalStake}`.mapWith(Number),
    })
    .from(betLegs)
    .innerJoin(bets, eq(bets.id, betLegs.betId))
    .where(and(eq(bets.userId, userId), eq(bets.status, 'open'), inArray(betLegs.eventId, eventIds)));
}
