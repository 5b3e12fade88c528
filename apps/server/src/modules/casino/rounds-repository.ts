import type { RoundOutcome } from '@playline/contract/casino';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { casinoRounds } from '#app/db/schema.ts';

export type RoundRow = typeof casinoRounds.$inferSelect;
export type NewRound = typeof casinoRounds.$inferInsert & { outcome: RoundOutcome };

export async function insertRound(tx: Database, values: NewRound): Promise<RoundRow> {
  const [row] = await tx.insert(casinoRounds).values(values).returning();
  if (!row) throw new Error('the round was not written');
  return row;
}

/** The round a session opened with this idempotency key (a retry of its request). */
export async function roundByKey(tx: Database, sessionId: number, idempotencyKey: string): Promise<RoundRow | null> {
  const [row] = await tx
    .select()
    .from(casinoRounds)
    .where(and(eq(casinoRounds.sessionId, sessionId), eq(casinoRounds.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/** A round of the session; `lock` holds it for the transaction (one decision at a time). */
export async function roundOfSession(
  tx: Database,
  sessionId: number,
  roundId: number,
  lock = false,
): Promise<RoundRow | null> {
  const query = tx
    .select()
    .from(casinoRounds)
    .where(and(eq(casinoRounds.id, roundId), eq(casinoRounds.sessionId, sessionId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The session's unfinished hand, if any (blackjack is the only engine whose rounds stay open). */
export async function openRoundOf(db: Database, sessionId: number): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(casinoRounds)
    .where(and(eq(casinoRounds.sessionId, sessionId), eq(casinoRounds.status, 'open')))
    .orderBy(desc(casinoRounds.id))
    .limit(1);
  return row ?? null;
}

export async function updateRound(
  tx: Database,
  roundId: number,
  values: Pick<RoundRow, 'stake' | 'win' | 'status' | 'state' | 'outcome' | 'settledAt'>,
): Promise<void> {
  await tx.update(casinoRounds).set(values).where(eq(casinoRounds.id, roundId));
}
