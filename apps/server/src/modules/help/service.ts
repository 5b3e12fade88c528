import {
  type BrandConfig,
  brandHasRoute,
  DEFAULT_LANGUAGE_ID,
  HELP_PAGE_ROUTES,
  HELP_SLUGS,
  type HelpIndexEntry,
  type HelpPage,
  type HelpSearchHit,
  type HelpSlug,
  isHelpSlug,
} from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import { GLOBAL_BRAND } from '#app/db/schema.ts';
import { Lru } from '#app/lib/lru.ts';
import { type HelpSection, renderHelpMarkdown } from './markdown';
import { fillPlaceholders } from './placeholders';
import { findHelpRows, type HelpPageRow } from './repository';
import { searchPages } from './search';

/** The asked language first, then English: a page missing in Greek shows in English (as content texts do). */
export const languageOrder = (languageId: number): number[] =>
  languageId === DEFAULT_LANGUAGE_ID ? [languageId] : [languageId, DEFAULT_LANGUAGE_ID];

/** The help pages this site offers, in listing order (the route rule decides: tax, cookie policy…). */
export const offeredSlugs = (brand: BrandConfig): HelpSlug[] =>
  HELP_SLUGS.filter((slug) => brandHasRoute(brand, HELP_PAGE_ROUTES[slug]));

/**
 * The row each slug shows: in the first language of `languages` that has one, the brand's own row over the
 * global one. Slugs without any row are left out.
 */
export function pickRows(rows: HelpPageRow[], languages: number[]): Map<string, HelpPageRow> {
  const picked = new Map<string, HelpPageRow>();
  const rank = (row: HelpPageRow) => languages.indexOf(row.languageId) * 2 + (row.brandKey === GLOBAL_BRAND ? 1 : 0);
  for (const row of rows) {
    const current = picked.get(row.slug);
    if (!current || rank(row) < rank(current)) picked.set(row.slug, row);
  }
  return picked;
}

interface Rendered {
  title: string;
  html: string;
  sections: HelpSection[];
}

/** Rendered pages by row, version and brand: pages change rarely and search renders every page of a site. */
const rendered = new Lru<string, Rendered>(1_000);

function render(row: HelpPageRow, brand: BrandConfig): Rendered {
  const key = `${row.id}:${row.updatedAt.getTime()}:${brand.siteId}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const page = {
    title: fillPlaceholders(row.title, brand, row.languageId),
    ...renderHelpMarkdown(fillPlaceholders(row.body, brand, row.languageId)),
  };
  rendered.set(key, page);
  return page;
}

async function offeredRows(db: Database, brand: BrandConfig, languageId: number) {
  const languages = languageOrder(languageId);
  const picked = pickRows(await findHelpRows(db, brand.brandKey, languages), languages);
  return offeredSlugs(brand).flatMap((slug) => {
    const row = picked.get(slug);
    return row ? [{ slug, row }] : [];
  });
}

/** GET /api/help/pages/:languageId — slug and title of every page this site offers. */
export async function helpIndex(db: Database, brand: BrandConfig, languageId: number): Promise<HelpIndexEntry[]> {
  const rows = await offeredRows(db, brand, languageId);
  return rows.map(({ slug, row }) => ({ slug, title: render(row, brand).title }));
}

/** One page rendered to HTML; null when the site does not offer it or it has no content. */
export async function helpPage(
  db: Database,
  brand: BrandConfig,
  languageId: number,
  slug: string,
): Promise<HelpPage | null> {
  if (!isHelpSlug(slug) || !brandHasRoute(brand, HELP_PAGE_ROUTES[slug])) return null;
  const languages = languageOrder(languageId);
  const row = pickRows(await findHelpRows(db, brand.brandKey, languages, slug), languages).get(slug);
  if (!row) return null;
  const { title, html } = render(row, brand);
  return { slug, title, html, updatedAt: row.updatedAt.toISOString() };
}

/** GET /api/help/search — sections of this site's pages holding the words, best first. */
export async function searchHelp(
  db: Database,
  brand: BrandConfig,
  languageId: number,
  query: string,
): Promise<HelpSearchHit[]> {
  const rows = await offeredRows(db, brand, languageId);
  const pages = rows.map(({ slug, row }) => ({ slug, ...render(row, brand) }));
  return searchPages(pages, query);
}
