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

/**
 * Every transaction of the player with its effect on the player's accounts (from its entries: the wallet's change
 * is the available balance's, wallet plus held the balance's) and the balances right after it: the sum of every
 * change up to it, in the order the history lists them. The running sums are taken over the whole ledger of the
 * player before any filter or page, so they are the same on every page and under every filter.
 */
function runningMovements(db: Database, userId: number) {
  const changes = db.$with('changes').as(
    db
      .select({
        id: ledgerTransactions.id,
        type: ledgerTransactions.kind,
        amount: ledgerTransactions.amount,
        idempotencyKey: ledgerTransactions.idempotencyKey,
        createdAt: ledgerTransactions.createdAt,
        availableChange:
          sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'wallet'), 0)`.as(
            'available_change',
          ),
        balanceChange:
          sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} is not null), 0)`.as(
            'balance_change',
          ),
      })
      .from(ledgerTransactions)
      .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .leftJoin(
        ledgerAccounts,
        and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.userId, ledgerTransactions.userId)),
      )
      .where(eq(ledgerTransactions.userId, userId))
      .groupBy(ledgerTransactions.id),
  );
  const running = db.$with('running').as(
    db
      .with(changes)
      .select({
        id: changes.id,
        type: changes.type,
        amount: changes.amount,
        idempotencyKey: changes.idempotencyKey,
        createdAt: changes.createdAt,
        availableChange: sql<string>`${changes.availableChange}::text`.as('available_change_text'),
        balanceChange: sql<string>`${changes.balanceChange}::text`.as('balance_change_text'),
        availableAfter:
          sql<string>`(sum(${changes.availableChange}) over (order by ${changes.createdAt}, ${changes.id}))::text`.as(
            'available_after',
          ),
        balanceAfter:
          sql<string>`(sum(${changes.balanceChange}) over (order by ${changes.createdAt}, ${changes.id}))::text`.as(
            'balance_after',
          ),
      })
      .from(changes),
  );
  return { changes, running };
}

/** A page of a player's movements, newest first, with their running balances. */
export function findMovements(db: Database, filter: MovementFilter, limit: number, offset: number) {
  const { changes, running } = runningMovements(db, filter.userId);
  return db
    .with(changes, running)
    .select()
    .from(running)
    .where(
      and(
        filter.type ? eq(running.type, filter.type) : undefined,
        filter.from ? gte(running.createdAt, filter.from) : undefined,
        filter.until ? lt(running.createdAt, filter.until) : undefined,
      ),
    )
    .orderBy(desc(running.createdAt), desc(running.id))
    .limit(limit)
    .offset(offset);
}

export type MovementRow = Awaited<ReturnType<typeof findMovements>>[number];

const whereOf = ({ userId, type, from, until }: MovementFilter) =>
  and(
    eq(ledgerTransactions.userId, userId),
    type ? eq(ledgerTransactions.kind, type) : undefined,
    from ? gte(ledgerTransactions.createdAt, from) : undefined,
    until ? lt(ledgerTransactions.createdAt, until) : undefined,
  );

export async function countMovements(db: Database, filter: MovementFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ledgerTransactions).where(whereOf(filter));
  return row?.n ?? 0;
}
