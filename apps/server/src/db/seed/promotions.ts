import { marketRulesOf, SITES } from '@playline/contract';
import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { promotions } from '../schema';
import { SEED_LANGUAGES } from './brands';
import { CASINO_PROMOTIONS, type PromotionCopy, SPORTS_PROMOTIONS } from './promotions/copy';
import { termsOf } from './promotions/terms';

const DAY_MS = 24 * 3600_000;

type PromotionInsert = typeof promotions.$inferInsert;

/** One brand key per brand whose web sites have the promotions area (a shop variant shares the key, not the area). */
function promotionBrands(): { brandKey: string; name: string }[] {
  const byKey = new Map<string, string>();
  const sites = Object.values(SITES).sort((a, b) => a.siteId - b.siteId);
  for (const site of sites) {
    if (site.areas.includes('promotions') && !byKey.has(site.brandKey)) byKey.set(site.brandKey, site.name);
  }
  return [...byKey].map(([brandKey, name]) => ({ brandKey, name }));
}

/** The rows of every promotions brand in every seeded language, dated from `now`. */
export function promotionRows(now: Date): PromotionInsert[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const copies: PromotionCopy[] = [...SPORTS_PROMOTIONS, ...CASINO_PROMOTIONS];
  return promotionBrands().flatMap(({ brandKey, name }) =>
    copies.flatMap((copy, sort) => {
      const terms = termsOf({ ...copy.terms, brand: name, minimumAge: marketRulesOf(brandKey).minimumAge });
      return SEED_LANGUAGES.map(({ lang, languageId }) => ({
        brandKey,
        slug: copy.slug,
        languageId,
        area: copy.area,
        title: copy.title[lang],
        summary: copy.summary[lang],
        body: copy.body[lang],
        terms: terms[lang],
        requiresOptIn: copy.requiresOptIn,
        startsAt: at(copy.startsInDays),
        endsAt: at(copy.endsInDays),
        sort,
      }));
    }),
  );
}

/** Seeds the brands' promotions (issue 9) while the table is empty; returns the rows added. */
export async function seedPromotions(tx: Database, now = new Date()): Promise<number> {
  const [existing] = await tx.select({ rows: count() }).from(promotions);
  if ((existing?.rows ?? 0) > 0) return 0;
  const added = await tx
    .insert(promotions)
    .values(promotionRows(now))
    .onConflictDoNothing()
    .returning({ id: promotions.id });
  return added.length;
}
