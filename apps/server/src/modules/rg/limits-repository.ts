import { LIMIT_PERIOD_MS, LIMIT_PERIODS, type LimitPeriod } from '@playline/contract/safer-gambling';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, rgChanges, rgLimits } from '../../db/schema';
import type { StoredLimit, WindowTotals } from './limits';

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

const DEPOSITS = ['deposit', 'shop_pay_in'] as const;
const STAKES = ['bet_stake', 'casino_bet'] as const;
/** A casino round's win is paid in its stake's own movement (the round is atomic), so `casino_bet` returns too. */
const RETURNS = ['bet_win', 'bet_refund', 'cash_out', 'casino_bet', 'casino_win'] as const;
const COUNTED = [...new Set([...DEPOSITS, ...STAKES, ...RETURNS])];

const inList = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/** The earliest moment among the rows matching `condition`, as epoch milliseconds (text), or null. */
const firstOf = (condition: SQL) =>
  sql<
    string | null
  >`(extract(epoch from min(${ledgerTransactions.createdAt}) filter (where ${condition})) * 1000)::bigint::text`;

/**
 * The player's deposits, stakes and returns in each rolling window ending at `now`: what went into and out of
 * their wallet, read from the ledger's entries of the last 30 days (found through the player's indexed
 * transactions). Called inside the movement's transaction, after the player's accounts are locked, so concurrent
 * movements of one player are counted one after another.
 */
export async function windowTotals(
  db: Database,
  userId: number,
  now: Date,
): Promise<Record<LimitPeriod, WindowTotals>> {
  const since = (period: LimitPeriod) => new Date(now.getTime() - LIMIT_PERIOD_MS[period]).toISOString();
  const amount = ledgerEntries.amount;
  const columns = Object.fromEntries(
    LIMIT_PERIODS.flatMap((period) => {
      const within = sql`${ledgerTransactions.createdAt} > ${since(period)}::timestamptz`;
      const of = (kinds: readonly string[], sign: SQL) =>
        sql`${within} and ${ledgerTransactions.kind} in (${inList(kinds)}) and ${amount} ${sign} 0`;
      const deposits = of(DEPOSITS, sql`>`);
      const stakes = of(STAKES, sql`<`);
      return [
        [`${period}Deposits`, sql<string>`coalesce(sum(${amount}) filter (where ${deposits}), 0)::text`],
        [`${period}Stakes`, sql<string>`coalesce(sum(-${amount}) filter (where ${stakes}), 0)::text`],
        [`${period}Returns`, sql<string>`coalesce(sum(${amount}) filter (where ${of(RETURNS, sql`>`)}), 0)::text`],
        [`${period}FirstDeposit`, firstOf(deposits)],
        [`${period}FirstStake`, firstOf(stakes)],
      ];
    }),
  );
  const [row] = await db
    .select(columns)
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'wallet')))
    .where(
      and(
        eq(ledgerTransactions.userId, userId),
        gt(ledgerTransactions.createdAt, new Date(now.getTime() - LIMIT_PERIOD_MS.month)),
        inArray(ledgerTransactions.kind, COUNTED),
      ),
    );
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
