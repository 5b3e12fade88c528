import { eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { users } from '#app/db/schema.ts';

export interface UserRef {
  id: number;
  brandKey: string;
  currencyCode: string;
}

/** A user by id with the brand and currency their pushes need; null when there is none. */
export async function findUser(db: Database, userId: number): Promise<UserRef | null> {
  const [row] = await db
    .select({ id: users.id, brandKey: users.brandKey, currencyCode: users.currencyCode })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
