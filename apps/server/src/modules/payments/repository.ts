import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { payments, withdrawals } from '#app/db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(tx: Database, row: typeof payments.$inferInsert) {
  await tx.insert(payments).values(row);
}

export async function setProviderStatus(tx: Database, transactionId: number, providerStatus: string) {
  await tx.update(payments).set({ providerStatus }).where(eq(payments.transactionId, transactionId));
}

export async function paymentOf(db: Database, transactionId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.transactionId, transactionId));
  return row ?? null;
}

/**
 * The payments behind these ledger transactions, by transaction id: a deposit's or withdrawal request's own, and a
 * withdrawal's for the transaction that cancelled or paid it out.
 */
export async function paymentsOf(db: Database, transactionIds: number[]): Promise<Map<number, PaymentRow>> {
  const found = new Map<number, PaymentRow>();
  if (transactionIds.length === 0) return found;
  const rows = await db
    .select({ payment: payments, settleId: withdrawals.settleTransactionId })
    .from(payments)
    .leftJoin(withdrawals, eq(withdrawals.id, payments.transactionId))
    .where(
      or(inArray(payments.transactionId, transactionIds), inArray(withdrawals.settleTransactionId, transactionIds)),
    );
  for (const { payment, settleId } of rows) {
    found.set(payment.transactionId, payment);
    if (settleId !== null) found.set(settleId, payment);
  }
  return found;
}
