import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { promotionOptIns, promotions } from '#app/db/schema.ts';

export type PromotionRow = typeof promotions.$inferSelect;

/** The brand's promotions that have not ended, in the given languages, in the brand's order. */
export async function findLivePromotions(
  db: Database,
  brandKey: string,
  languageIds: number[],
  now: Date,
): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(eq(promotions.brandKey, brandKey), inArray(promotions.languageId, languageIds), gt(promotions.endsAt, now)),
    )
    .orderBy(asc(promotions.sort), asc(promotions.startsAt), asc(promotions.slug));
}

/** Every language's row of one promotion (ended or not): whether the slug exists at all, and its copy. */
export async function findPromotionRows(db: Database, brandKey: string, slug: string): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.brandKey, brandKey), eq(promotions.slug, slug)));
}

/** The slugs a player opted in to at a brand, with when. */
export async function findOptIns(db: Database, userId: number, brandKey: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ slug: promotionOptIns.slug, createdAt: promotionOptIns.createdAt })
    .from(promotionOptIns)
    .where(and(eq(promotionOptIns.userId, userId), eq(promotionOptIns.brandKey, brandKey)));
  return new Map(rows.map((row) => [row.slug, row.createdAt]));
}

/**
 * Opts a player in and answers when they first did: a second call (or two at once) keeps the first row, so the
 * call is idempotent.
 */
export async function insertOptIn(
  db: Database,
  { userId, brandKey, slug, now }: { userId: number; brandKey: string; slug: string; now: Date },
): Promise<Date> {
  await db.insert(promotionOptIns).values({ userId, brandKey, slug, createdAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ createdAt: promotionOptIns.createdAt })
    .from(promotionOptIns)
    .where(
      and(eq(promotionOptIns.userId, userId), eq(promotionOptIns.brandKey, brandKey), eq(promotionOptIns.slug, slug)),
    );
  if (!row) throw new Error(`opt-in of user ${userId} to ${brandKey}/${slug} vanished`);
  return row.createdAt;
}

export async function deleteOptIn(
  db: Database,
  { userId, brandKey, slug }: { userId: number; brandKey: string; slug: string },
): Promise<void> {
  await db
    .delete(promotionOptIns)
    .where(
      and(eq(promotionOptIns.userId, userId), eq(promotionOptIns.brandKey, brandKey), eq(promotionOptIns.slug, slug)),
    );
}
