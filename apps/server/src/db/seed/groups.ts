import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { userGroups, users } from '../schema';
import { contentBrands } from './brands';

/** The demo group, and who is in it: `player1` of every web brand. */
export const DEMO_GROUP = 'vip';
const DEMO_GROUP_MEMBER = 'player1';

/**
 * Puts `player1` of every web brand in the `vip` group, so a group notification has someone to reach on a fresh
 * install. Only while none of them is in it: once seeded, an operator who takes one out is not overruled at the
 * next start, and a second run adds nothing. (Other players' groups do not matter, so a database that had groups
 * before this seed existed still gets the demo group.)
 */
export async function seedGroups(tx: Database): Promise<number> {
  const demoMembers = and(
    eq(users.userName, DEMO_GROUP_MEMBER),
    inArray(
      users.brandKey,
      contentBrands().map((brand) => brand.brandKey),
    ),
    isNull(users.shopSiteId),
  );
  const [seeded] = await tx
    .select({ userId: userGroups.userId })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(and(demoMembers, eq(userGroups.groupName, DEMO_GROUP)))
    .limit(1);
  if (seeded) return 0;
  const members = await tx.select({ userId: users.id }).from(users).where(demoMembers);
  if (members.length === 0) return 0;
  const added = await tx
    .insert(userGroups)
    .values(members.map(({ userId }) => ({ userId, groupName: DEMO_GROUP })))
    .onConflictDoNothing()
    .returning({ userId: userGroups.userId });
  return added.length;
}
