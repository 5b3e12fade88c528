import { LIMIT_PERIOD_MS, LIMIT_PERIODS, type LimitPeriod } from '@playline/contract/safer-gambling';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, rgChanges, rgLimits } from '#app/db/schema.ts';
import type { StoredLimit, WindowTotals } from './limits';
import { kindIn, PAYING_IN, PLAYING, STAKING, walletEntries, walletIn, walletOut } from './wallet-flows';

export type LimitRow = typeof rgLimits.$inferSelect;
export type LimitKey = Pick<LimitRow, 'kind' | 'period'>;
export type ChangeRow = typeof rgChanges.$inferInsert;

export function limitsOf(db: Database, userId: number): Promise<LimitRow[]> {
  return db.select().from(rgLimits).where(eq(rgLimits.userId, userId));
}

export async function saveLimit(db: Database, userId: number, key: LimitKey, limit: StoredLimit, at: Date) {
  const row = { ...limit, updatedAt: at };
  await db
    .insert(rgLimits)
    .values({ userId, ...key, ...row })
    .onConflictDoUpdate({ target: [rgLimits.userId, rgLimits.kind, rgLimits.period], set: row });
}

export async function recordChange(db: Database, change: ChangeRow) {
  await db.insert(rgChanges).values(change);
}

export function changesOf(db: Database, userId: number) {
  return db.select().from(rgChanges).where(eq(rgChanges.userId, userId)).orderBy(asc(rgChanges.at), asc(rgChanges.id));
}

/** A casino round's win is paid in its stake's own movement, so every play movement can return money. */
const COUNTED = [...new Set([...PAYING_IN, ...PLAYING])];

/** The earliest moment among the rows matching `condition`, as epoch milliseconds (text), or null. */
const firstOf = (condition: SQL) =>
  sql<
    string | null
  >`(extract(epoch from min(${ledgerTransactions.createdAt}) filter (where ${condition})) * 1000)::bigint::text`;

/**
 * The player's deposits, stakes and returns in each rolling window ending at `now`: what went into and out of
 * their wallet in the last 30 days. Called inside the movement's transaction, after the player's accounts are
 * locked, so concurrent movements of one player are counted one after another.
 */
export async function windowTotals(
  db: Database,
  userId: number,
  now: Date,
): Promise<Record<LimitPeriod, WindowTotals>> {
  const since = (period: LimitPeriod) => new Date(now.getTime() - LIMIT_PERIOD_MS[period]).toISOString();
  const columns = Object.fromEntries(
    LIMIT_PERIODS.flatMap((period) => {
      const within = sql`${ledgerTransactions.createdAt} > ${since(period)}::timestamptz`;
      const deposits = sql`${within} and ${kindIn(PAYING_IN)}`;
      const stakes = sql`${within} and ${kindIn(STAKING)}`;
      return [
        [`${period}Deposits`, walletIn(deposits)],
        [`${period}Stakes`, walletOut(stakes)],
        [`${period}Returns`, walletIn(sql`${within} and ${kindIn(PLAYING)}`)],
        [`${period}FirstDeposit`, firstOf(sql`${deposits} and ${ledgerEntries.amount} > 0`)],
        [`${period}FirstStake`, firstOf(sql`${stakes} and ${ledgerEntries.amount} < 0`)],
      ];
    }),
  );
  const since30 = new Date(now.getTime() - LIMIT_PERIOD_MS.month);
  const [row] = await walletEntries(db, columns, { userId, since: since30, kinds: COUNTED });
  const value = (name: string) => (row as Record<string, string | null> | undefined)?.[name] ?? null;
  const date = (name: string) => {
    const text = value(name);
    return text === null ? null : new Date(Number(text));
  };
  return Object.fromEntries(
    LIMIT_PERIODS.map((period) => [
      period,
      {
        deposits: Number(value(`${period}Deposits`) ?? 0),
        stakes: Number(value(`${period}Stakes`) ?? 0),
        returns: Number(value(`${period}Returns`) ?? 0),
        firstDepositAt: date(`${period}FirstDeposit`),
        firstStakeAt: date(`${period}FirstStake`),
      },
    ]),
  ) as Record<LimitPeriod, WindowTotals>;
}

/**
 * Locks the player's ledger accounts, as every money movement does first: a change of a limit and a movement of
 * the same player then happen one after the other, never interleaved.
 */
export async function lockPlayer(tx: Database, userId: number) {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}
