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
  'virtual-football',
] as const;
export type SportKey = (typeof SPORT_KEYS)[number];

/**
 * Simulated short-cycle sports (a round every few minutes): ordinary feed events, bettable pre-match through the
 * slip, but shown only in their own area (the casino's virtual games), never in sports menus, lists, the live
 * overview, search or the sitemap — as real books keep virtuals apart.
 */
export const VIRTUAL_SPORT_KEYS = ['virtual-football'] as const satisfies readonly SportKey[];
export type VirtualSportKey = (typeof VIRTUAL_SPORT_KEYS)[number];

export function isVirtualSport(value: string | undefined): value is VirtualSportKey {
  return (VIRTUAL_SPORT_KEYS as readonly (string | undefined)[]).includes(value);
}

/** The sports of the sportsbook's menus, lists and pages: every sport but the virtual ones, in menu order. */
export const REAL_SPORT_KEYS = SPORT_KEYS.filter((key) => !isVirtualSport(key)) as Exclude<SportKey, VirtualSportKey>[];
export type RealSportKey = Exclude<SportKey, VirtualSportKey>;

export function isRealSportKey(value: string | undefined): value is RealSportKey {
  return isSportKey(value) && !isVirtualSport(value);
}

/** A virtual round kicks off every this many minutes (all its matches together); each match lasts VIRTUAL_MATCH_SECONDS. */
export const VIRTUAL_ROUND_MINUTES = 3;
export const VIRTUAL_MATCH_SECONDS = 95;
/** The half-time break inside a virtual match: two halves of (95 − 5) / 2 = 45 s, one game minute a second. */
export const VIRTUAL_HALF_TIME_SECONDS = 5;

/**
 * How each sport is told in play (issue 21): the word for its periods, the picture the match tracker draws (none
 * where a picture would be wrong), what the side with the initiative has (the ball, the serve) and what its scores
 * count, which names the totals tab. The web reads every sport word from here, never from a list of its own.
 */
export type PeriodUnit = 'half' | 'quarter' | 'period' | 'set' | 'map' | 'leg' | 'inning' | 'round';
export type TrackerPicture = 'pitch' | 'court' | 'rink' | 'tennis' | 'table' | 'net';
export interface SportLive {
  period: PeriodUnit;
  tracker: TrackerPicture | null;
  initiative: 'ball' | 'puck' | 'serve' | null;
  /** What the totals and handicaps count: `goals` names the tab Goals, anything else Totals. */
  scores: 'goals' | 'points' | 'sets' | 'maps' | 'legs' | 'runs';
  /** Game minutes of a quarter, for the clock's minute within it (the feed's sport profile plays the same). */
  quarterMinutes?: number;
}

export const SPORT_LIVE: Record<SportKey, SportLive> = {
  football: { period: 'half', tracker: 'pitch', initiative: 'ball', scores: 'goals' },
  basketball: { period: 'quarter', tracker: 'court', initiative: 'ball', scores: 'points', quarterMinutes: 10 },
  tennis: { period: 'set', tracker: 'tennis', initiative: 'serve', scores: 'sets' },
  'ice-hockey': { period: 'period', tracker: 'rink', initiative: 'puck', scores: 'goals' },
  volleyball: { period: 'set', tracker: 'net', initiative: 'serve', scores: 'sets' },
  handball: { period: 'half', tracker: 'pitch', initiative: 'ball', scores: 'goals' },
  baseball: { period: 'inning', tracker: null, initiative: null, scores: 'runs' },
  'american-football': {
    period: 'quarter',
    tracker: 'pitch',
    initiative: 'ball',
    scores: 'points',
    quarterMinutes: 15,
  },
  'table-tennis': { period: 'set', tracker: 'table', initiative: 'serve', scores: 'sets' },
  esports: { period: 'map', tracker: null, initiative: null, scores: 'maps' },
  mma: { period: 'round', tracker: null, initiative: null, scores: 'points' },
  darts: { period: 'leg', tracker: null, initiative: null, scores: 'legs' },
  'virtual-football': { period: 'half', tracker: 'pitch', initiative: 'ball', scores: 'goals' },
};

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
  // Virtuals take no in-play bets (their markets close at kick-off); the delay is never waited.
  'virtual-football': 0,
};
