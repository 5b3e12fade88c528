import { type BrandConfig, SITES } from '@playline/contract';

/** English and Greek versions of one piece of seeded copy (language ids 1 and 2). */
export interface Bilingual {
  en: string;
  el: string;
}

/** The seeded languages with their ids (contract `LANGUAGES`: 1 English, 2 Greek). */
export const SEED_LANGUAGES = [
  { lang: 'en', languageId: 1 },
  { lang: 'el', languageId: 2 },
] as const;

export const bilingualRows = <T>(copy: Bilingual, row: (languageId: number, text: string) => T): T[] =>
  SEED_LANGUAGES.map(({ lang, languageId }) => row(languageId, copy[lang]));

/**
 * The brands that own content: one per brand key, taken from its original web site (not a second site or a
 * shop variant, which read the same rows through the shared key).
 */
export function contentBrands(): BrandConfig[] {
  const byKey = new Map<string, BrandConfig>();
  const sites = Object.values(SITES).sort((a, b) => a.siteId - b.siteId);
  for (const site of sites) {
    if (site.kind === 'web' && !byKey.has(site.brandKey)) byKey.set(site.brandKey, site);
  }
  return [...byKey.values()];
}
