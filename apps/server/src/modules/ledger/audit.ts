import type { LedgerCheck } from '@playline/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '#app/db/schema.ts';

const PLAYER = sql`${ledgerAccounts.kind} in ('wallet', 'held')`;

/**
 * The ledger's invariants over the whole database: entries of every transaction sum to zero (and every
 * transaction has entries), no player balance is negative, and every player balance equals the sum of its
 * entries. Used by the admin API, the property test and the bench.
 */
export async function checkLedger(db: Database): Promise<LedgerCheck> {
  const [totals] = await db
    .select({
      transactions: sql<number>`count(*)::int`,
      entriesSum: sql<string>`(select coalesce(sum(${ledgerEntries.amount}), 0)::text from ${ledgerEntries})`,
    })
    .from(ledgerTransactions);
  const [unbalanced] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerTransactions)
    .where(
      sql`coalesce((select sum(e.amount) from ${ledgerEntries} e where e.transaction_id = ${ledgerTransactions.id}), 1) <> 0`,
    );
  const [negative] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerAccounts)
    .where(sql`${PLAYER} and ${ledgerAccounts.balance} < 0`);
  const [mismatched] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerAccounts)
    .where(
      sql`${PLAYER} and ${ledgerAccounts.balance} <> coalesce((select sum(e.amount) from ${ledgerEntries} e where e.account_id = ${ledgerAccounts.id}), 0)`,
    );
  return {
    transactions: totals?.transactions ?? 0,
    entriesSum: Number(totals?.entriesSum ?? 0),
    unbalancedTransactions: unbalanced?.n ?? 0,
    negativeBalances: negative?.n ?? 0,
    balanceMismatches: mismatched?.n ?? 0,
  };
}
