import type { MovementType } from '@playline/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

const PAID_IN: MovementType[] = ['deposit', 'shop_pay_in'];
const PAID_OUT: MovementType[] = ['withdrawal_complete', 'shop_pay_out'];
const PLAY: MovementType[] = ['bet_stake', 'bet_win', 'bet_refund', 'cash_out', 'casino_bet', 'casino_win'];

const month = sql<string>`to_char(${ledgerTransactions.createdAt} at time zone 'UTC', 'YYYY-MM')`;
const total = (condition: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${ledgerTransactions.amount}) filter (where ${condition}), 0)::text`;
const list = (kinds: string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/** Money paid in and out per UTC month since `since`. */
export function cashPerMonth(db: Database, userId: number, since: Date) {
  return db
    .select({
      month,
      deposits: total(sql`${ledgerTransactions.kind} in (${list(PAID_IN)})`),
      withdrawals: total(sql`${ledgerTransactions.kind} in (${list(PAID_OUT)})`),
    })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.userId, userId),
        gt(ledgerTransactions.createdAt, since),
        inArray(ledgerTransactions.kind, [...PAID_IN, ...PAID_OUT]),
      ),
    )
    .groupBy(month);
}

/** Stakes taken from and returns paid into the player's wallet per UTC month since `since`. */
export function playPerMonth(db: Database, userId: number, since: Date) {
  return db
    .select({
      month,
      stakes: sql<string>`coalesce(sum(-${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)::text`,
      returns: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)::text`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'wallet')))
    .where(
      and(
        eq(ledgerTransactions.userId, userId),
        gt(ledgerTransactions.createdAt, since),
        inArray(ledgerTransactions.kind, PLAY),
      ),
    )
    .groupBy(month);
}

/** Deposits minus withdrawals over the whole life of the account. */
export async function lifetimeNetDeposits(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({
      paidIn: total(sql`${ledgerTransactions.kind} in (${list(PAID_IN)})`),
      paidOut: total(sql`${ledgerTransactions.kind} in (${list(PAID_OUT)})`),
    })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.userId, userId));
  return Number(row?.paidIn ?? 0) - Number(row?.paidOut ?? 0);
}
