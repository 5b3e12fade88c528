import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { outboxMessages, passwordResetTokens } from '#app/db/schema.ts';

export async function insertResetToken(db: Database, token: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(token);
}

/**
 * Uses a reset token: marks it used if it is unused and unexpired, in one statement, so two parallel resets with
 * one token cannot both succeed. Answers the token's user, or null.
 */
export async function consumeResetToken(db: Database, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Every other open token of the user stops working once the password changed. */
export async function retireResetTokens(db: Database, userId: number, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertOutboxMessage(db: Database, message: typeof outboxMessages.$inferInsert) {
  await db.insert(outboxMessages).values(message);
}
