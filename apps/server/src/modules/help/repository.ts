import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { contactMessages, GLOBAL_BRAND, helpPages } from '#app/db/schema.ts';

/** SQL of the help module; the service decides which row wins (brand over global, asked language over English). */

export type HelpPageRow = Pick<
  typeof helpPages.$inferSelect,
  'id' | 'brandKey' | 'languageId' | 'slug' | 'title' | 'body' | 'updatedAt'
>;

/** The brand's and the global rows in the given languages, of one page or (without `slug`) of all pages. */
export function findHelpRows(
  db: Database,
  brandKey: string,
  languageIds: number[],
  slug?: string,
): Promise<HelpPageRow[]> {
  return db
    .select({
      id: helpPages.id,
      brandKey: helpPages.brandKey,
      languageId: helpPages.languageId,
      slug: helpPages.slug,
      title: helpPages.title,
      body: helpPages.body,
      updatedAt: helpPages.updatedAt,
    })
    .from(helpPages)
    .where(
      and(
        inArray(helpPages.brandKey, [GLOBAL_BRAND, brandKey]),
        inArray(helpPages.languageId, languageIds),
        slug === undefined ? undefined : eq(helpPages.slug, slug),
      ),
    );
}

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message not stored');
  return row.id;
}

/** The latest contact messages of every brand, newest first. */
export function latestContactMessages(db: Database, limit: number) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(limit);
}
