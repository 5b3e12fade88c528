import { SEO_TEXT_KEYS } from '@playline/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { GLOBAL_BRAND, siteNotifications, teasers, textResources } from '#app/db/schema.ts';

/** SQL of the content module; the service decides precedence and fallbacks. */

/** Global and brand texts of every language, SEO texts excluded (they are fetched one by one, by key). */
export function findUiTexts(db: Database, brandKey: string) {
  return db
    .select({
      brandKey: textResources.brandKey,
      languageId: textResources.languageId,
      key: textResources.key,
      body: textResources.body,
    })
    .from(textResources)
    .where(
      and(
        inArray(textResources.brandKey, [GLOBAL_BRAND, brandKey]),
        notInArray(textResources.key, Object.values(SEO_TEXT_KEYS)),
      ),
    );
}

/** Candidates for one text: the brand's and the global row, in the asked and the fallback language. */
export function findTextCandidates(db: Database, brandKey: string, key: string, languageIds: number[]) {
  return db
    .select({ brandKey: textResources.brandKey, languageId: textResources.languageId, body: textResources.body })
    .from(textResources)
    .where(
      and(
        eq(textResources.key, key),
        inArray(textResources.brandKey, [GLOBAL_BRAND, brandKey]),
        inArray(textResources.languageId, languageIds),
      ),
    );
}

export function findTeasers(db: Database, brandKey: string, zone: number, languageId: number) {
  return db
    .select({
      id: teasers.id,
      zone: teasers.zone,
      title: teasers.title,
      body: teasers.body,
      link: teasers.link,
      tone: teasers.tone,
    })
    .from(teasers)
    .where(and(eq(teasers.brandKey, brandKey), eq(teasers.zone, zone), eq(teasers.languageId, languageId)))
    .orderBy(asc(teasers.sort), asc(teasers.id));
}

export function findNotifications(db: Database, brandKey: string, languageIds: number[]) {
  return db
    .select({
      languageId: siteNotifications.languageId,
      body: siteNotifications.body,
      isEnabled: siteNotifications.isEnabled,
    })
    .from(siteNotifications)
    .where(and(eq(siteNotifications.brandKey, brandKey), inArray(siteNotifications.languageId, languageIds)));
}
