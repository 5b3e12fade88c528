import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { bets, cashOuts } from '#app/db/schema.ts';

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

export type CashOutRow = typeof cashOuts.$inferInsert;

/** The bet's cash-outs so far, oldest first. */
export function cashOutsOfBet(tx: Database, betId: number) {
  return tx
    .select()
    .from(cashOuts)
    .where(eq(cashOuts.betId, betId))
    .orderBy(asc(cashOuts.createdAt), asc(cashOuts.transactionId));
}

/**
 * Writes a cash-out's effect on the bet (its row is locked by the caller): the paid amount adds to the payout. The
 * cash-out itself is recorded with the offer it was paid from, for the economic check.
 */
export async function writeCashOut(tx: Database, after: BetRow, record: CashOutRow) {
  const { status, stake, totalStake, potentialReturn, settledAt } = after;
  await tx
    .update(bets)
    .set({ status, stake, totalStake, potentialReturn, settledAt, payout: sql`${bets.payout} + ${record.paid}` })
    .where(eq(bets.id, after.id));
  await tx.insert(cashOuts).values(record);
}
