import type { MovementType } from '@playline/contract';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '#app/db/schema.ts';

export interface MovementFilter {
  userId: number;
  type?: MovementType;
  from?: Date;
  /** Exclusive. */
  until?: Date;
}

const whereOf = ({ userId, type, from, until }: MovementFilter) =>
  and(
    eq(ledgerTransactions.userId, userId),
    type ? eq(ledgerTransactions.kind, type) : undefined,
    from ? gte(ledgerTransactions.createdAt, from) : undefined,
    until ? lt(ledgerTransactions.createdAt, until) : undefined,
  );

/**
 * A page of a player's ledger transactions, newest first, with each one's effect on the player's accounts taken
 * from its entries: the wallet's change is the available balance's, wallet plus held the balance's.
 */
export function findMovements(db: Database, filter: MovementFilter, limit: number, offset: number) {
  return db
    .select({
      id: ledgerTransactions.id,
      type: ledgerTransactions.kind,
      amount: ledgerTransactions.amount,
      createdAt: ledgerTransactions.createdAt,
      availableChange: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'wallet'), 0)::text`,
      balanceChange: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} is not null), 0)::text`,
    })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .leftJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.userId, ledgerTransactions.userId)),
    )
    .where(whereOf(filter))
    .groupBy(ledgerTransactions.id)
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(limit)
    .offset(offset);
}

export async function countMovements(db: Database, filter: MovementFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ledgerTransactions).where(whereOf(filter));
  return row?.n ?? 0;
}
