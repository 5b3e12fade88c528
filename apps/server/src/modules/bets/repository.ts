import type { betsQuerySchema } from '@playline/contract/bets';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '#app/db/client.ts';
import { betLegs, bets, cashOuts } from '#app/db/schema.ts';

export type BetsQuery = z.infer<typeof betsQuerySchema>;

const DAY = 86_400_000;

function whereOf(userId: number, query: BetsQuery): SQL | undefined {
  const conditions: SQL[] = [eq(bets.userId, userId)];
  if (query.status === 'open') conditions.push(eq(bets.status, 'open'));
  if (query.status === 'settled') conditions.push(ne(bets.status, 'open'));
  // Dates are whole UTC days, both ends included.
  if (query.from) conditions.push(gte(bets.placedAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(bets.placedAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY)));
  return and(...conditions);
}

/** A page of the player's bets, newest first, with their legs and cash-outs and how many bets the filter holds. */
export async function betsPage(db: Database, userId: number, query: BetsQuery) {
  const where = whereOf(userId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bets)
      .where(where)
      .orderBy(desc(bets.placedAt), desc(bets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(bets).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { rows, legs: [], made: [], total: total?.n ?? 0 };
  const [legs, made] = await Promise.all([
    db.select().from(betLegs).where(inArray(betLegs.betId, ids)).orderBy(asc(betLegs.betId), asc(betLegs.position)),
    db
      .select()
      .from(cashOuts)
      .where(inArray(cashOuts.betId, ids))
      .orderBy(asc(cashOuts.createdAt), asc(cashOuts.transactionId)),
  ]);
  return { rows, legs, made, total: total?.n ?? 0 };
}
