import { eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { users } from '#app/db/schema.ts';

/** What the safer-gambling rules need to know about a player. */
export async function rgProfileOf(db: Database, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      userName: users.userName,
      brandKey: users.brandKey,
      role: users.role,
      currencyCode: users.currencyCode,
      kycStatus: users.kycStatus,
      exclusionKind: users.exclusionKind,
      exclusionStartedAt: users.exclusionStartedAt,
      excludedUntil: users.selfExcludedUntil,
      reminderMinutes: users.rgReminderMinutes,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
export type RgProfile = NonNullable<Awaited<ReturnType<typeof rgProfileOf>>>;

export async function saveExclusion(
  db: Database,
  userId: number,
  exclusion: { kind: 'time_out' | 'self_exclusion'; startedAt: Date; until: Date | null },
) {
  await db
    .update(users)
    .set({ exclusionKind: exclusion.kind, exclusionStartedAt: exclusion.startedAt, selfExcludedUntil: exclusion.until })
    .where(eq(users.id, userId));
}
