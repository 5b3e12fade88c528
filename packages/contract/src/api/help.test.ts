import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { foldForSearch, HELP_PAGE_ROUTES, searchTerms, termRanges } from './help';

describe('help contract', () => {
  it('names every help page by the last part of its route path', () => {
    for (const [slug, route] of Object.entries(HELP_PAGE_ROUTES)) expect(ROUTES[route].path).toBe(`/help/${slug}`);
  });

  it('folds case, accents and the final sigma, mapping back to the original text', () => {
    const { folded, map } = foldForSearch('Κατάθεσης Café');
    expect(folded).toBe('καταθεσησ cafe');
    expect(map[3]).toBe(3);
    expect(map.at(-1)).toBe('Κατάθεσης Café'.length);
  });

  it('stems long words so any form of a Greek or English word is found', () => {
    expect(searchTerms('  Κατάθεση deposits cash ')).toEqual(['καταθεσ', 'deposit', 'cash']);
  });

  it('finds every occurrence of the terms in the original text, without overlaps', () => {
    const text = 'Οι καταθέσεις και η Κατάθεση';
    const ranges = termRanges(text, searchTerms('καταθεση'));
    expect(ranges.map(({ start, end }) => text.slice(start, end))).toEqual(['καταθέσ', 'Κατάθεσ']);
    expect(termRanges('cash out cash', ['cash', 'cash out']).map((r) => [r.start, r.end])).toEqual([
      [0, 8],
      [9, 13],
    ]);
  });
});
