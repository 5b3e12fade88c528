import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { ledgerTransactions } from '#app/db/schema.ts';
import { kindIn, PAYING_IN, PAYING_OUT, PLAYING, walletEntries, walletIn, walletOut } from './wallet-flows';

const month = sql<string>`to_char(${ledgerTransactions.createdAt} at time zone 'UTC', 'YYYY-MM')`;
const total = (condition: SQL) =>
  sql<string>`coalesce(sum(${ledgerTransactions.amount}) filter (where ${condition}), 0)::text`;

/** Money paid in and out per UTC month since `since`. */
export function cashPerMonth(db: Database, userId: number, since: Date) {
  return db
    .select({
      month,
      deposits: total(kindIn(PAYING_IN)),
      withdrawals: total(kindIn(PAYING_OUT)),
    })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.userId, userId),
        gt(ledgerTransactions.createdAt, since),
        inArray(ledgerTransactions.kind, [...PAYING_IN, ...PAYING_OUT]),
      ),
    )
    .groupBy(month);
}

/** Stakes taken from and returns paid into the player's wallet per UTC month since `since`. */
export function playPerMonth(db: Database, userId: number, since: Date) {
  const all = sql`true`;
  return walletEntries(
    db,
    { month, stakes: walletOut(all), returns: walletIn(all) },
    { userId, since, kinds: PLAYING },
  ).groupBy(month);
}

/** Deposits minus withdrawals over the whole life of the account. */
export async function lifetimeNetDeposits(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({
      paidIn: total(kindIn(PAYING_IN)),
      paidOut: total(kindIn(PAYING_OUT)),
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.userId, userId));
  return Number(row?.paidIn ?? 0) - Number(row?.paidOut ?? 0);
}
