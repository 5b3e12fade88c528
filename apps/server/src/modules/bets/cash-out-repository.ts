import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema';

export type BetRow = typeof bets.$inferSelect;

/** Locks a player's bet for this transaction; null when it does not exist or is another player's. */
export async function lockPlayerBet(tx: Database, betId: number, userId: number): Promise<BetRow | null> {
  const [row] = await tx
    .select()
    .from(bets)
    .where(and(eq(bets.id, betId), eq(bets.userId, userId)))
    .for('update');
  return row ?? null;
}

/** Writes a cash-out's effect on the bet (its row is locked by the caller): the paid amount adds to the payout. */
export async function writeCashOut(tx: Database, after: BetRow, paid: number) {
  const { status, stake, totalStake, potentialReturn, settledAt } = after;
  await tx
    .update(bets)
    .set({ status, stake, totalStake, potentialReturn, settledAt, payout: sql`${bets.payout} + ${paid}` })
    .where(eq(bets.id, after.id));
}
