import type { League, SportDetail, SportSummary } from '@playline/contract/sports';

type Country = SportDetail['countries'][number];

const collators = new Map<string, Intl.Collator>();

/** Names compared as the reader's language sorts them (Greek A–Ω, accents beside their letters). */
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}

function byName<T>(items: readonly T[], name: (item: T) => string, locale: string): T[] {
  const collator = collatorFor(locale);
  return items
    .map((item) => ({ item, name: name(item) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ item }) => item);
}

/** Sports with matches to come or in play, A–Z by their names in the reader's language. */
export function sportsAtoZ(
  sports: readonly SportSummary[],
  name: (sport: SportSummary) => string,
  locale: string,
): SportSummary[] {
  return byName(
    sports.filter((sport) => sport.prematchCount + sport.liveCount > 0),
    name,
    locale,
  );
}

/**
 * Countries with matches, A–Z by their names in the reader's language, with the brand's own market (Greece on the
 * Greek brand) first, as the registration form lists them. `keep` stays even when empty: the page the reader is on.
 */
export function countriesAtoZ(
  countries: readonly Country[],
  name: (country: Country) => string,
  locale: string,
  { marketCountry = null, keep = null }: { marketCountry?: string | null; keep?: string | null } = {},
): Country[] {
  const listed = byName(
    countries.filter((country) => country.eventCount > 0 || country.key === keep),
    name,
    locale,
  );
  const home = listed.filter((country) => country.code === marketCountry);
  return [...home, ...listed.filter((country) => country.code !== marketCountry)];
}

/** Leagues with matches, A–Z; `keep` (the league on screen) stays even when empty. */
export function leaguesAtoZ(leagues: readonly League[], locale: string, keep: string | null = null): League[] {
  return byName(
    leagues.filter((league) => league.eventCount > 0 || league.key === keep),
    (league) => league.name,
    locale,
  );
}
