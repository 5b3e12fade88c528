import type { LiveStatKey, SportKey } from '@playline/contract/sports';

/**
 * What each sport counts in play, and how many of each a side makes in an average match. Counts are drawn per
 * event and side (more for the stronger side) and spread over the match's play; football's are built from the
 * match's facts instead (`timeline.ts`), so corners and cards add up to what its markets settle on.
 */
export const STAT_MEANS: Record<Exclude<SportKey, 'football'>, readonly [LiveStatKey, number][]> = {
  basketball: [
    ['fouls', 19],
    ['free_throws', 20],
    ['timeouts', 5],
  ],
  tennis: [
    ['aces', 6],
    ['double_faults', 3],
    ['breaks', 2.5],
  ],
  'ice-hockey': [
    ['shots', 30],
    ['penalties', 4],
    ['hits', 22],
  ],
  volleyball: [
    ['aces', 5],
    ['errors', 18],
    ['kills', 45],
  ],
  handball: [
    ['shots', 50],
    ['penalties', 4],
    ['yellow_cards', 3],
  ],
  baseball: [
    ['hits', 8],
    ['errors', 0.7],
    ['strikes', 8],
  ],
  'american-football': [
    ['penalties', 6],
    ['timeouts', 3],
  ],
  'table-tennis': [
    ['aces', 3],
    ['errors', 12],
  ],
  esports: [['kills', 70]],
  // Virtual matches show a scoreboard only: no in-play statistics (they are never in the live feed).
  'virtual-football': [],
  mma: [
    ['significant_strikes', 40],
    ['takedowns', 2],
  ],
  darts: [['legs_180', 3]],
};

/** Football averages per side; the stronger side's grow with its expected goals. */
export const FOOTBALL_MEANS = {
  /** Shots on target that are not goals. */
  savedShots: 3.2,
  offTarget: 7.5,
  attacks: 95,
  dangerousAttacks: 50,
  fouls: 11,
} as const;

/** Share of football cards that are red. */
export const RED_CARD_SHARE = 0.06;

/** Feed ms markets stay suspended after a scoring incident, per sport (0: scores come too often to pause). */
export const SCORE_PAUSE_MS: Record<SportKey, number> = {
  football: 60_000,
  basketball: 0,
  tennis: 30_000,
  'ice-hockey': 45_000,
  volleyball: 30_000,
  handball: 0,
  baseball: 30_000,
  'american-football': 0,
  'table-tennis': 20_000,
  esports: 30_000,
  mma: 0,
  darts: 15_000,
  'virtual-football': 0,
};

/** Sports played on a field whose situation has a position (0–100) the match tracker draws. */
export const FIELD_SPORTS = new Set<SportKey>([
  'football',
  'basketball',
  'ice-hockey',
  'handball',
  'american-football',
]);
