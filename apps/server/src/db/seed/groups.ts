import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { userGroups, users } from '../schema';
import { contentBrands } from './brands';

/** The demo group, and who is in it: `player1` of every web brand. */
export const DEMO_GROUP = 'vip';
const DEMO_GROUP_MEMBER = 'player1';

/**
 * Puts `player1` of every web brand in the `vip` group, so a group notification has someone to reach on a fresh
 * install. Only into a database without any group membership: an operator's changes are not undone at the next
 * start, and a second run adds nothing.
 */
export async function seedGroups(tx: Database): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(userGroups);
  if ((existing?.n ?? 0) > 0) return 0;
  const members = await tx
    .select({ userId: users.id })
    .from(users)
    .where(
      and(
        eq(users.userName, DEMO_GROUP_MEMBER),
        inArray(
          users.brandKey,
          contentBrands().map((brand) => brand.brandKey),
        ),
        isNull(users.shopSiteId),
      ),
    );
  if (members.length === 0) return 0;
  const added = await tx
    .insert(userGroups)
    .values(members.map(({ userId }) => ({ userId, groupName: DEMO_GROUP })))
    .onConflictDoNothing()
    .returning({ userId: userGroups.userId });
  return added.length;
}
