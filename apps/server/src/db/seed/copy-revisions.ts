import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE_ID, GREEK_LANGUAGE_ID, SEO_TEXT_KEYS } from '@playline/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { GLOBAL_BRAND, helpPages, textResources } from '../schema';
import { contentBrands } from './brands';
import { FAQ } from './help/faq';
import { LIVE_STREAMING } from './help/live-streaming';
import { RESPONSIBLE_GAMBLING } from './help/responsible-gambling';
import { TERMS } from './help/terms';
import type { HelpCopy } from './help/types';
import { earlierPlaySafe, playSafe } from './seo-texts';

/**
 * Seeded copy that turned untrue once the product changed (issue 19: the help told players to ask for limits through
 * the contact form, the home text promised limits the account did not have). Texts and help pages are the
 * operator's once seeded, so a database seeded earlier is revised only where it still holds our words: a help page
 * whose body is exactly the earlier seed (by its SHA-256), and the home text's earlier sentence, replaced in place.
 * Runs at every start; once revised nothing matches, so it changes nothing again.
 */
const EARLIER_HELP: { copy: HelpCopy; en: string; el: string }[] = [
  {
    copy: RESPONSIBLE_GAMBLING,
    en: '5a21e4651feaf2a3f376c9ca65e83a453b88e2b1eb55940b2c803f56f2cca96e',
    el: 'ec758a99d80e50f6d525ddc8ef3ba242bdd59c2db23655aa1d95ea78eebae449',
  },
  {
    copy: FAQ,
    en: '807c269e67e55fbfe79a21a9d3d01cef4f6f1acbe88af2cf7399153ddf3cc09a',
    el: 'a03fcb9952f62c565378b948a2fc06a3f075cf7bb482a913713eb814aae05464',
  },
  {
    // Issue 21: the page promised video streams; it now describes the match tracker we have.
    copy: LIVE_STREAMING,
    en: 'a90ed29b32afc17e6ee3af4961c7df494330715f3443cc07f90f8d06def45730',
    el: '20ed7b46303d202cfd9f2f09894a7a9c14c44c45abcaa80592d8aee2a893c63c',
  },
  {
    copy: TERMS,
    en: '87d59f2f6b4b98bbe174ec76e755e9ff73d2f93ed7b0b24c3293c152c0fb08db',
    el: '328248b9ef778b7f54719ab5d08d17ba45a077627cbfe049eba2ca09536314f8',
  },
];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function reviseHelpPages(tx: Database): Promise<number> {
  let revised = 0;
  for (const { copy, en, el } of EARLIER_HELP) {
    for (const [languageId, earlier, now] of [
      [DEFAULT_LANGUAGE_ID, en, copy.en],
      [GREEK_LANGUAGE_ID, el, copy.el],
    ] as const) {
      const where = and(
        eq(helpPages.brandKey, GLOBAL_BRAND),
        eq(helpPages.slug, copy.slug),
        eq(helpPages.languageId, languageId),
      );
      const [row] = await tx.select({ body: helpPages.body }).from(helpPages).where(where);
      if (row?.body !== undefined && sha256(row.body) === earlier) {
        await tx.update(helpPages).set({ title: now.title, body: now.body }).where(where);
        revised += 1;
      }
    }
  }
  return revised;
}

async function reviseHomeTexts(tx: Database): Promise<number> {
  let revised = 0;
  for (const brand of contentBrands()) {
    const now = playSafe(brand);
    for (const [languageId, lang] of [
      [DEFAULT_LANGUAGE_ID, 'en'],
      [GREEK_LANGUAGE_ID, 'el'],
    ] as const) {
      const where = and(
        eq(textResources.brandKey, brand.brandKey),
        eq(textResources.key, SEO_TEXT_KEYS.home),
        eq(textResources.languageId, languageId),
      );
      const [row] = await tx.select({ body: textResources.body }).from(textResources).where(where);
      if (!row) continue;
      const body = [18, 21].reduce((text, age) => text.replace(earlierPlaySafe(age)[lang], now[lang]), row.body);
      if (body === row.body) continue;
      await tx.update(textResources).set({ body, updatedAt: new Date() }).where(where);
      revised += 1;
    }
  }
  return revised;
}

/** Revises the earlier seeded copy still in the database; answers how many rows changed. */
export async function reviseSeededCopy(tx: Database): Promise<number> {
  return (await reviseHelpPages(tx)) + (await reviseHomeTexts(tx));
}
