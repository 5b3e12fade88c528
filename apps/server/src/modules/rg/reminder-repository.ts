import type { MovementType } from '@playline/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, rgChanges, sessions, users } from '../../db/schema';

/** Movements of play: stakes, and what returns to the player (wins, refunds, cash-outs); not payments. */
const PLAY_MOVEMENTS = [
  'bet_stake',
  'casino_bet',
  'bet_win',
  'bet_refund',
  'cash_out',
  'casino_win',
] satisfies MovementType[];

export async function reminderMinutesOf(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ minutes: users.rgReminderMinutes }).from(users).where(eq(users.id, userId));
  return row?.minutes ?? 0;
}

/** When the session of this cookie hash logged in (null once it has ended). */
export async function sessionStartOf(db: Database, idHash: string): Promise<Date | null> {
  const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.idHash, idHash));
  return row?.createdAt ?? null;
}

/**
 * Returns minus stakes since `since`, minor units: the movement of the player's wallet through stakes and returns.
 * Read from the wallet's entries, not the movements' sizes, because a casino round nets its stake and win in one
 * movement.
 */
export async function netResultSince(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ net: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.userId, userId),
        gte(ledgerTransactions.createdAt, since),
        inArray(ledgerTransactions.kind, PLAY_MOVEMENTS),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, 'wallet'),
      ),
    );
  return Number(row?.net ?? 0);
}

/** Saves the interval and records the change in the player's safer-gambling history (it applies at once). */
export async function saveReminder(db: Database, userId: number, minutes: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ minutes: users.rgReminderMinutes })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before || before.minutes === minutes) return;
    await tx.update(users).set({ rgReminderMinutes: minutes }).where(eq(users.id, userId));
    await tx.insert(rgChanges).values({
      userId,
      at: now,
      actor: 'player',
      tool: 'reminder',
      fromValue: before.minutes,
      toValue: minutes,
      effectiveAt: now,
      note: null,
    });
  });
}
