import { eq, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { ledgerEntries, rgChanges, sessions, users } from '#app/db/schema.ts';
import { PLAYING, walletEntries } from './wallet-flows';

export async function reminderMinutesOf(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ minutes: users.rgReminderMinutes }).from(users).where(eq(users.id, userId));
  return row?.minutes ?? 0;
}

/** When the session of this cookie hash logged in (null once it has ended). */
export async function sessionStartOf(db: Database, idHash: string): Promise<Date | null> {
  const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.idHash, idHash));
  return row?.createdAt ?? null;
}

/** Returns minus stakes from `since` on (inclusive), minor units: what play did to the player's wallet. */
export async function netResultSince(db: Database, userId: number, since: Date): Promise<number> {
  const net = sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`;
  const [row] = await walletEntries(db, { net }, { userId, since: new Date(since.getTime() - 1), kinds: PLAYING });
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
