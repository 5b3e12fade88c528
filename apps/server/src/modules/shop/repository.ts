import { SHOP_SEARCH_LIMIT } from '@playline/contract';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { users } from '#app/db/schema.ts';

/** `%` and `_` in a search text are letters, not patterns. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Clients registered at a shop whose login contains the text (any case), by login. */
export async function findShopClients(db: Database, brandKey: string, shopSiteId: number, text: string) {
  return db
    .select({ id: users.id, login: users.userName, currencyCode: users.currencyCode })
    .from(users)
    .where(
      and(
        eq(users.brandKey, brandKey),
        eq(users.role, 'player'),
        eq(users.shopSiteId, shopSiteId),
        ilike(users.userName, `%${literal(text)}%`),
      ),
    )
    .orderBy(asc(users.userName))
    .limit(SHOP_SEARCH_LIMIT);
}

/** One client of a shop by id, or null when the id is no client of that shop. */
export async function findShopClient(db: Database, brandKey: string, shopSiteId: number, id: number) {
  const [row] = await db
    .select({ id: users.id, userName: users.userName, currencyCode: users.currencyCode })
    .from(users)
    .where(
      and(eq(users.id, id), eq(users.brandKey, brandKey), eq(users.role, 'player'), eq(users.shopSiteId, shopSiteId)),
    );
  return row ?? null;
}
