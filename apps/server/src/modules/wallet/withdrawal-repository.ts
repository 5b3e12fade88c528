import type { Withdrawal } from '@playline/contract';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { payments, users, withdrawals } from '#app/db/schema.ts';

type Row = typeof withdrawals.$inferSelect;
/** Where a withdrawal is paid to (none for one from before issue 21). */
export type PaidTo = Pick<typeof payments.$inferSelect, 'method' | 'destination'> | null;

export const presentWithdrawal = (row: Row, paidTo: PaidTo): Withdrawal => ({
  id: row.id,
  amount: row.amount,
  status: row.status,
  method: paidTo?.method ?? null,
  destination: paidTo?.destination ?? null,
  createdAt: row.createdAt.toISOString(),
  completesAt: row.completesAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});

export async function insertWithdrawal(tx: Database, values: typeof withdrawals.$inferInsert) {
  await tx.insert(withdrawals).values(values);
}

/** Locks a player's withdrawal for this transaction; null when it does not exist or is another player's. */
export async function lockWithdrawal(tx: Database, id: number, userId: number): Promise<Row | null> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)))
    .for('update');
  return row ?? null;
}

/**
 * Locks a withdrawal that is still pending, skipping it when another instance holds it (FOR UPDATE SKIP LOCKED):
 * several servers completing withdrawals never work on the same one.
 */
export async function claimPending(tx: Database, id: number): Promise<Row | null> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Records the end of a withdrawal (its row is locked by the caller). */
export async function settleWithdrawal(tx: Database, settled: Row) {
  const { status, settleTransactionId, settledAt } = settled;
  await tx.update(withdrawals).set({ status, settleTransactionId, settledAt }).where(eq(withdrawals.id, settled.id));
}

/** Pending withdrawals whose completion time has come, oldest first. */
export interface DueWithdrawal {
  id: number;
  userId: number;
  currencyCode: string;
}

export function dueWithdrawals(db: Database, now: Date, limit: number): Promise<DueWithdrawal[]> {
  return db
    .select({ id: withdrawals.id, userId: withdrawals.userId, currencyCode: users.currencyCode })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(and(eq(withdrawals.status, 'pending'), lte(withdrawals.completesAt, now)))
    .orderBy(asc(withdrawals.completesAt))
    .limit(limit);
}

/** A player's withdrawals with where each is paid to, newest first. */
export async function userWithdrawals(db: Database, userId: number, limit: number): Promise<Withdrawal[]> {
  const rows = await db
    .select({ withdrawal: withdrawals, method: payments.method, destination: payments.destination })
    .from(withdrawals)
    .leftJoin(payments, eq(payments.transactionId, withdrawals.id))
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
  return rows.map(({ withdrawal, method, destination }) =>
    presentWithdrawal(withdrawal, method === null || destination === null ? null : { method, destination }),
  );
}
