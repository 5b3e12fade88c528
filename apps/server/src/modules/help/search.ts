import { foldForSearch, HELP_SEARCH_MAX_HITS, type HelpSearchHit, searchTerms } from '@playline/contract';
import type { HelpSection } from './markdown';

/** A page as search sees it: its slug, title and sections of plain text. */
export interface SearchablePage {
  slug: string;
  title: string;
  sections: HelpSection[];
}

const SNIPPET_BEFORE = 50;
const SNIPPET_AFTER = 110;

const fold = (text: string) => foldForSearch(text).folded;

/**
 * Plain text around the first match of `needle` (folded), cut at word boundaries with ellipses; the opening of
 * the text when the words only matched the heading or the title.
 */
export function snippetAround(text: string, needle: string): string {
  const { folded, map } = foldForSearch(text);
  const at = folded.indexOf(needle);
  const start = at < 0 ? 0 : (map[at] ?? 0);
  let from = Math.max(0, start - SNIPPET_BEFORE);
  let to = Math.min(text.length, start + SNIPPET_AFTER);
  if (from > 0) {
    const space = text.indexOf(' ', from);
    from = space >= 0 && space < start ? space + 1 : from;
  }
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    to = space > start ? space : to;
  }
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}

/** The word that occurs earliest in `text` (folded), or the first word when none does. */
function firstFound(text: string, words: string[]): string {
  let best = words[0] ?? '';
  let bestAt = Number.POSITIVE_INFINITY;
  for (const word of words) {
    const at = text.indexOf(word);
    if (at >= 0 && at < bestAt) [best, bestAt] = [word, at];
  }
  return best;
}

/**
 * Sections whose title, heading or text hold every word of the query (see `searchTerms`: case, accents and word
 * endings ignored). A page title or
 * heading that holds the words ranks first; then pages keep their listing order and sections their place.
 */
export function searchPages(pages: SearchablePage[], query: string): HelpSearchHit[] {
  const words = searchTerms(query);
  const phrase = words.join(' ');
  if (words.length === 0) return [];
  const scored: { hit: HelpSearchHit; score: number; order: number }[] = [];
  let order = 0;
  for (const page of pages) {
    const title = fold(page.title);
    page.sections.forEach((section, index) => {
      order += 1;
      const heading = fold(section.heading ?? '');
      const text = fold(section.text);
      const body = `${heading} ${text}`;
      // Words found only with the page's title's help match the page once (its opening), not every section.
      const matches = words.every((word) => body.includes(word))
        ? true
        : index === 0 && words.every((word) => body.includes(word) || title.includes(word));
      if (!matches) return;
      const inHeading = words.every((word) => heading.includes(word) || title.includes(word));
      const score = (heading.includes(phrase) ? 4 : 0) + (title.includes(phrase) ? 3 : 0) + (inHeading ? 1 : 0);
      const needle = text.includes(phrase) ? phrase : firstFound(text, words);
      scored.push({
        score,
        order,
        hit: {
          slug: page.slug,
          title: page.title,
          section: section.heading,
          anchor: section.anchor,
          snippet: snippetAround(section.text, needle),
        },
      });
    });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, HELP_SEARCH_MAX_HITS)
    .map((entry) => entry.hit);
}
