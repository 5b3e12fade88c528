import type { KycStatus } from '@playline/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { users } from '#app/db/schema.ts';

/** A player's identity-check status; null when there is no such user. */
export async function kycStatusOf(db: Database, userId: number): Promise<KycStatus | null> {
  const [row] = await db.select({ kycStatus: users.kycStatus }).from(users).where(eq(users.id, userId));
  return row?.kycStatus ?? null;
}

/** Records the back office's verdict; null when there is no such player (shop operators are not players). */
export async function updateKycStatus(db: Database, userId: number, kycStatus: KycStatus) {
  const [row] = await db
    .update(users)
    .set({ kycStatus })
    .where(and(eq(users.id, userId), eq(users.role, 'player')))
    .returning({ userId: users.id, userName: users.userName, brandKey: users.brandKey, kycStatus: users.kycStatus });
  return row ?? null;
}
