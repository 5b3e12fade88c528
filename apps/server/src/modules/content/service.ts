import {
  type BootConfig,
  type BrandConfig,
  type BulkSettings,
  brandOffersLink,
  DEFAULT_LANGUAGE_ID,
  type SiteNotification,
  type Teaser,
  themeCss,
} from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import { GLOBAL_BRAND } from '#app/db/schema.ts';
import { VERSION } from '#app/version.ts';
import { findNotifications, findTeasers, findTextCandidates, findUiTexts } from './repository';

/** The asked language first, then English: a text missing in one language never leaves a hole (spec §8). */
const languageOrder = (languageId: number) =>
  languageId === DEFAULT_LANGUAGE_ID ? [languageId] : [languageId, DEFAULT_LANGUAGE_ID];

/** Every UI text per language id, the brand's own wording over the global catalogue. */
export async function bulkSettings(db: Database, brand: BrandConfig): Promise<BulkSettings> {
  const rows = await findUiTexts(db, brand.brandKey);
  // Global rows first, so a brand row for the same key overwrites it.
  rows.sort((a, b) => Number(a.brandKey !== GLOBAL_BRAND) - Number(b.brandKey !== GLOBAL_BRAND));
  const bulk: BulkSettings = {};
  for (const row of rows) {
    const language = String(row.languageId);
    const texts = bulk[language] ?? {};
    texts[row.key] = row.body;
    bulk[language] = texts;
  }
  return bulk;
}

/** One text by key: brand over global, asked language over English; null when the key does not exist. */
export async function textResource(db: Database, brand: BrandConfig, languageId: number, key: string) {
  const candidates = await findTextCandidates(db, brand.brandKey, key, languageOrder(languageId));
  for (const language of languageOrder(languageId)) {
    const inLanguage = candidates.filter((row) => row.languageId === language);
    const best = inLanguage.find((row) => row.brandKey !== GLOBAL_BRAND) ?? inLanguage[0];
    if (best) return { body: best.body };
  }
  return null;
}

/**
 * The brand's teasers of a zone, in the asked language or else in English; empty when the zone has none. A site
 * shares its content brand's teasers (a shop variant its base brand's) but only those leading where it goes itself.
 */
export async function zoneTeasers(db: Database, brand: BrandConfig, languageId: number, zone: number) {
  for (const language of languageOrder(languageId)) {
    const rows: Teaser[] = await findTeasers(db, brand.brandKey, zone, language);
    if (rows.length > 0) return rows.filter((teaser) => teaser.link === null || brandOffersLink(brand, teaser.link));
  }
  return [];
}

/** The brand's banner for a language (English when that language has none); disabled when there is none. */
export async function siteNotification(
  db: Database,
  brand: BrandConfig,
  languageId: number,
): Promise<SiteNotification> {
  const rows = await findNotifications(db, brand.brandKey, languageOrder(languageId));
  const row = rows.find((r) => r.languageId === languageId) ?? rows[0];
  return row ? { body: offeredLinksOnly(brand, row.body), isEnabled: row.isEnabled } : { body: '', isEnabled: false };
}

const ANCHOR = /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a>/gi;

/**
 * A notice's links to areas the site lacks become their plain words: a shop variant shares its base brand's notice
 * but not its promotions or casino. (The web sanitises the HTML itself; this only drops dead ends.)
 */
export function offeredLinksOnly(brand: BrandConfig, html: string): string {
  return html.replace(ANCHOR, (anchor, _quote: string, href: string, words: string) =>
    brandOffersLink(brand, href) ? anchor : words,
  );
}

/** What the first render needs (contract `BootConfig`), injected into index.html and served by GET /api/boot. */
export async function bootConfig(db: Database, brand: BrandConfig): Promise<BootConfig> {
  return {
    siteId: brand.siteId,
    brand,
    themeCss: themeCss(brand.theme),
    version: VERSION,
    bulk: await bulkSettings(db, brand),
  };
}
