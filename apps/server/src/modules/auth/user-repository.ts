import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { type UserRole, users } from '#app/db/schema.ts';

/** SQL about accounts; names and emails compare in lower case (the unique indexes do too). */

export interface LoginCandidate {
  id: number;
  userName: string;
  passwordHash: string;
  email: string | null;
  role: UserRole;
  shopSiteId: number | null;
}

/** The account of a brand whose user name or email is `login` (case-insensitive). */
export async function findByLogin(db: Database, brandKey: string, login: string): Promise<LoginCandidate | null> {
  const lower = login.toLowerCase();
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      passwordHash: users.passwordHash,
      email: users.email,
      role: users.role,
      shopSiteId: users.shopSiteId,
    })
    .from(users)
    .where(
      and(
        eq(users.brandKey, brandKey),
        or(sql`lower(${users.userName}) = ${lower}`, sql`lower(${users.email}) = ${lower}`),
      ),
    )
    // A user name equal to another account's email is possible; the user name wins.
    .orderBy(sql`lower(${users.userName}) = ${lower} desc`)
    .limit(1);
  return row ?? null;
}

/** Which of a user name and an email a brand already has. */
export async function takenIdentifiers(db: Database, brandKey: string, userName: string, email: string) {
  const rows = await db
    .select({
      userName: sql<boolean>`lower(${users.userName}) = ${userName.toLowerCase()}`,
      email: sql<boolean>`lower(${users.email}) = ${email.toLowerCase()}`,
    })
    .from(users)
    .where(
      and(
        eq(users.brandKey, brandKey),
        or(
          sql`lower(${users.userName}) = ${userName.toLowerCase()}`,
          sql`lower(${users.email}) = ${email.toLowerCase()}`,
        ),
      ),
    );
  return { userName: rows.some((row) => row.userName), email: rows.some((row) => row.email) };
}

export type NewUser = typeof users.$inferInsert;

/** Inserts an account; null when its name or email was taken meanwhile (the unique indexes decide). */
export async function insertUser(db: Database, user: NewUser): Promise<{ id: number; userName: string } | null> {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing()
    .returning({ id: users.id, userName: users.userName });
  return row ?? null;
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
