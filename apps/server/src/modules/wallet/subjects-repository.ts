import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { betLegs, bets, cashOuts, casinoSessions } from '#app/db/schema.ts';

/** The game each casino session played. */
export async function gamesOfSessions(db: Database, sessionIds: number[]): Promise<Map<number, string>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: casinoSessions.id, gameId: casinoSessions.gameId })
    .from(casinoSessions)
    .where(inArray(casinoSessions.id, sessionIds));
  return new Map(rows.map((row) => [row.id, row.gameId]));
}

/** The bet a cash-out transaction paid. */
export async function betsOfCashOuts(db: Database, transactionIds: number[]): Promise<Map<number, number>> {
  if (transactionIds.length === 0) return new Map();
  const rows = await db
    .select({ transactionId: cashOuts.transactionId, betId: cashOuts.betId })
    .from(cashOuts)
    .where(inArray(cashOuts.transactionId, transactionIds));
  return new Map(rows.map((row) => [row.transactionId, row.betId]));
}

export interface BetSummary {
  id: number;
  transactionId: number;
  type: (typeof bets.$inferSelect)['type'];
  legs: number;
  first: Pick<typeof betLegs.$inferSelect, 'eventName' | 'marketType' | 'line' | 'code' | 'name'>;
}

/** Bets by their ids or by the transactions that placed them, each with its leg count and first leg. */
export async function betSummaries(db: Database, by: { ids: number[]; transactionIds: number[] }) {
  if (by.ids.length === 0 && by.transactionIds.length === 0) return [];
  const rows = await db
    .select({
      id: bets.id,
      transactionId: bets.transactionId,
      type: bets.type,
      legs: sql<number>`(select count(*)::int from ${betLegs} l where l.bet_id = ${bets.id})`,
      eventName: betLegs.eventName,
      marketType: betLegs.marketType,
      line: betLegs.line,
      code: betLegs.code,
      name: betLegs.name,
    })
    .from(bets)
    .innerJoin(betLegs, eq(betLegs.betId, bets.id))
    .where(
      sql`(${by.ids.length > 0 ? inArray(bets.id, by.ids) : sql`false`} or ${
        by.transactionIds.length > 0 ? inArray(bets.transactionId, by.transactionIds) : sql`false`
      }) and ${betLegs.position} = (select min(l.position) from ${betLegs} l where l.bet_id = ${bets.id})`,
    )
    .orderBy(asc(bets.id));
  return rows.map(
    ({ id, transactionId, type, legs, ...first }): BetSummary => ({
      id,
      transactionId,
      type,
      legs: Number(legs),
      first,
    }),
  );
}
