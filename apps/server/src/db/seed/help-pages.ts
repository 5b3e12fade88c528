import { DEFAULT_LANGUAGE_ID, GREEK_LANGUAGE_ID } from '@playline/contract';
import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { GLOBAL_BRAND, helpPages } from '../schema';
import { BRAND_HELP, COMMON_HELP } from './help/pages';
import type { HelpCopy } from './help/types';

export type HelpPageRow = typeof helpPages.$inferInsert;

const rowsOf = (brandKey: string, copy: HelpCopy): HelpPageRow[] => [
  { brandKey, languageId: DEFAULT_LANGUAGE_ID, slug: copy.slug, ...copy.en },
  { brandKey, languageId: GREEK_LANGUAGE_ID, slug: copy.slug, ...copy.el },
];

/** The demo help pages: common wording in English and Greek, then brands' own pages. */
export function helpPageRows(): HelpPageRow[] {
  return [
    ...COMMON_HELP.flatMap((copy) => rowsOf(GLOBAL_BRAND, copy)),
    ...Object.entries(BRAND_HELP).flatMap(([brandKey, pages]) => pages.flatMap((copy) => rowsOf(brandKey, copy))),
  ];
}

/**
 * Seeds the help pages (issue 9) while the table is empty; returns the rows added. Once it holds anything, the
 * pages are the operator's: an edited or deleted page is never overwritten or brought back.
 */
export async function seedHelpPages(tx: Database): Promise<number> {
  const [existing] = await tx.select({ rows: count() }).from(helpPages);
  if ((existing?.rows ?? 0) > 0) return 0;
  const added = await tx.insert(helpPages).values(helpPageRows()).onConflictDoNothing().returning({ id: helpPages.id });
  return added.length;
}
