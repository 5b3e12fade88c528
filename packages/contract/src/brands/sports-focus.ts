import type { RealSportKey } from '../sports-keys';

/**
 * What a brand's sports pages lead with (issue 21): the sports its players bet on most, in order, and the countries
 * whose leagues come first. The highlights take their sports in this order and these countries' leagues first; every
 * country list of the sports pages starts with these countries.
 */
export interface SportsFocus {
  sports: RealSportKey[];
  /** ISO 3166-1 alpha-2 codes, as the catalogue's countries carry them; none for an international brand. */
  countries: string[];
}

/** What most books lead with: football, then tennis and basketball; no country before another. */
export const DEFAULT_SPORTS_FOCUS: SportsFocus = { sports: ['football', 'tennis', 'basketball'], countries: [] };

/** Where a country stands in the focus: its place among the focus countries, or after all of them. */
export function focusRank(focus: SportsFocus, countryCode: string): number {
  const index = focus.countries.indexOf(countryCode);
  return index === -1 ? focus.countries.length : index;
}

/** The items of the focus countries first (in the focus's order), then the others in their own order. */
export function focusCountriesFirst<T>(items: readonly T[], codeOf: (item: T) => string, focus: SportsFocus): T[] {
  if (focus.countries.length === 0) return [...items];
  return items
    .map((item, index) => ({ item, index, rank: focusRank(focus, codeOf(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
