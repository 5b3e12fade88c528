/**
 * The sports catalogue's keys and limits as plain values, without zod: the web imports them on its sports pages,
 * whose JavaScript budget has no room for the schema library (decision 008). `api/sports.ts` builds its schemas
 * from them.
 */

/** Route slugs (`/sports/:sport`) of the simulated sports, in menu order. */
export const SPORT_KEYS = [
  'football',
  'basketball',
  'tennis',
  'ice-hockey',
  'volleyball',
  'handball',
  'baseball',
  'american-football',
  'table-tennis',
  'esports',
  'mma',
  'darts',
] as const;
export type SportKey = (typeof SPORT_KEYS)[number];

export function isSportKey(value: string | undefined): value is SportKey {
  return (SPORT_KEYS as readonly (string | undefined)[]).includes(value);
}

/** Tabs of the event page, in order (ui.md); a market belongs to exactly one. */
export const MARKET_GROUPS = [
  'main',
  'goals',
  'halves',
  'handicaps',
  'corners',
  'cards',
  'players',
  'specials',
] as const;

export const EVENT_STATUSES = ['prematch', 'live', 'finished'] as const;

/** At most this many events per list call. */
export const EVENTS_PAGE_MAX = 500;

/** Search starts at this many characters. */
export const SEARCH_MIN_LENGTH = 2;

/** Favourite event ids kept per player (and in `fav_s`). */
export const FAVOURITES_MAX = 200;

/** Third-party sportsbook frames (Sports_Providers, Sports_Digitain). */
export const SPORTS_PROVIDERS = ['providers', 'digitain'] as const;

/**
 * Seconds an in-play bet waits before it is accepted (the market may move or suspend meanwhile). Shorter where
 * play is slower to change the odds; football's 5 s is the industry norm.
 */
export const IN_PLAY_DELAY_SECONDS: Record<(typeof SPORT_KEYS)[number], number> = {
  football: 5,
  basketball: 4,
  tennis: 4,
  'ice-hockey': 5,
  volleyball: 3,
  handball: 4,
  baseball: 4,
  'american-football': 5,
  'table-tennis': 3,
  esports: 4,
  mma: 5,
  darts: 3,
};
