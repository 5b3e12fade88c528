import type { TableResult } from '@playline/contract/casino';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { casinoSessions, casinoTableBets, casinoTableRounds } from '#app/db/schema.ts';

export type TableBetRow = typeof casinoTableBets.$inferSelect;
export type TableRoundRow = typeof casinoTableRounds.$inferSelect;

/**
 * Writes a round's draw unless one exists (the primary key makes the draw happen once, whichever instance or
 * restart tries) and answers the round's row: the one just written or the earlier one.
 */
export async function drawOnce(
  db: Database,
  tableId: number,
  roundId: number,
  draw: () => TableResult,
  now: Date,
): Promise<TableRoundRow> {
  await db
    .insert(casinoTableRounds)
    .values({ tableId, roundId, result: draw(), drawnAt: now, stepStartedAt: now })
    .onConflictDoNothing({ target: [casinoTableRounds.tableId, casinoTableRounds.roundId] });
  const row = await roundRow(db, tableId, roundId);
  if (!row) throw new Error(`table ${tableId} round ${roundId} was not written`);
  return row;
}

export async function roundRow(db: Database, tableId: number, roundId: number): Promise<TableRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(casinoTableRounds)
    .where(and(eq(casinoTableRounds.tableId, tableId), eq(casinoTableRounds.roundId, roundId)))
    .limit(1);
  return row;
}

/** A table's latest drawn rounds, newest first (the board's history at start). */
export async function latestRounds(db: Database, tableId: number, limit: number): Promise<TableRoundRow[]> {
  return db
    .select()
    .from(casinoTableRounds)
    .where(eq(casinoTableRounds.tableId, tableId))
    .orderBy(desc(casinoTableRounds.roundId))
    .limit(limit);
}

export async function unsettledBets(db: Database, tableId: number, roundId: number): Promise<TableBetRow[]> {
  return db
    .select()
    .from(casinoTableBets)
    .where(
      and(
        eq(casinoTableBets.tableId, tableId),
        eq(casinoTableBets.roundId, roundId),
        isNull(casinoTableBets.settledAt),
      ),
    )
    .orderBy(asc(casinoTableBets.id));
}

/** Rounds of a table before `beforeRoundId` with bets still unpaid: a leader that was away settles them. */
export async function roundsWithUnsettledBets(db: Database, tableId: number, beforeRoundId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ roundId: casinoTableBets.roundId })
    .from(casinoTableBets)
    .where(
      and(
        eq(casinoTableBets.tableId, tableId),
        lt(casinoTableBets.roundId, beforeRoundId),
        isNull(casinoTableBets.settledAt),
      ),
    )
    .orderBy(asc(casinoTableBets.roundId));
  return rows.map((row) => row.roundId);
}

/** Drawn rounds not marked settled (a leader stopped between the draw and the last payment). */
export async function unsettledRounds(db: Database, tableId: number, beforeRoundId: number): Promise<number[]> {
  const rows = await db
    .select({ roundId: casinoTableRounds.roundId })
    .from(casinoTableRounds)
    .where(
      and(
        eq(casinoTableRounds.tableId, tableId),
        lt(casinoTableRounds.roundId, beforeRoundId),
        isNull(casinoTableRounds.settledAt),
      ),
    );
  return rows.map((row) => row.roundId);
}

/** Writes a bet's win once: answers false when another run already settled it. */
export async function markBetSettled(db: Database, betId: number, win: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(casinoTableBets)
    .set({ win, settledAt: now })
    .where(and(eq(casinoTableBets.id, betId), isNull(casinoTableBets.settledAt)))
    .returning({ id: casinoTableBets.id });
  return rows.length > 0;
}

export async function markRoundSettled(db: Database, tableId: number, roundId: number, now: Date): Promise<void> {
  await db
    .update(casinoTableRounds)
    .set({ settledAt: now })
    .where(
      and(
        eq(casinoTableRounds.tableId, tableId),
        eq(casinoTableRounds.roundId, roundId),
        isNull(casinoTableRounds.settledAt),
      ),
    );
}

export async function betByKey(db: Database, sessionId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(casinoTableBets)
    .where(and(eq(casinoTableBets.sessionId, sessionId), eq(casinoTableBets.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/** The session's bet on a round (one per round: later chips go with a new round's bet). */
export async function sessionBetOnRound(db: Database, sessionId: number, tableId: number, roundId: number) {
  const [row] = await db
    .select()
    .from(casinoTableBets)
    .where(
      and(
        eq(casinoTableBets.sessionId, sessionId),
        eq(casinoTableBets.tableId, tableId),
        eq(casinoTableBets.roundId, roundId),
      ),
    )
    .orderBy(asc(casinoTableBets.id))
    .limit(1);
  return row;
}

/** Every blackjack decision list of a round: the common cards revealed are as many as the longest needs. */
export async function roundBets(db: Database, tableId: number, roundId: number): Promise<TableBetRow[]> {
  return db
    .select()
    .from(casinoTableBets)
    .where(and(eq(casinoTableBets.tableId, tableId), eq(casinoTableBets.roundId, roundId)))
    .orderBy(asc(casinoTableBets.id));
}

export const lockBet = (db: Database, betId: number) =>
  db.select().from(casinoTableBets).where(eq(casinoTableBets.id, betId)).for('update');

export const setBetPlay = (db: Database, betId: number, bet: unknown, stake: number) =>
  db
    .update(casinoTableBets)
    .set({ bet: sql`${JSON.stringify(bet)}::jsonb`, stake })
    .where(eq(casinoTableBets.id, betId));

export async function sessionById(db: Database, sessionId: number) {
  const [row] = await db.select().from(casinoSessions).where(eq(casinoSessions.id, sessionId)).limit(1);
  return row;
}

/** The round's row held for the transaction: decisions and the step's reveal of one round happen one at a time. */
export async function lockRound(db: Database, tableId: number, roundId: number): Promise<TableRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(casinoTableRounds)
    .where(and(eq(casinoTableRounds.tableId, tableId), eq(casinoTableRounds.roundId, roundId)))
    .for('update');
  return row;
}

/** Live blackjack: one more common card is shown, and the next decision step starts now. */
export const showNextCard = (db: Database, tableId: number, roundId: number, revealed: number, now: Date) =>
  db
    .update(casinoTableRounds)
    .set({ revealed, stepStartedAt: now })
    .where(and(eq(casinoTableRounds.tableId, tableId), eq(casinoTableRounds.roundId, roundId)));

/** Whether a live blackjack seat already has a hand in the round. */
export async function seatTaken(db: Database, tableId: number, roundId: number, seat: string): Promise<boolean> {
  const rows = await db
    .select({ id: casinoTableBets.id })
    .from(casinoTableBets)
    .where(
      and(eq(casinoTableBets.tableId, tableId), eq(casinoTableBets.roundId, roundId), eq(casinoTableBets.seat, seat)),
    )
    .limit(1);
  return rows.length > 0;
}
