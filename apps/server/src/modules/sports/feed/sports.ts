import {
  isVirtualSport,
  type SportKey,
  VIRTUAL_HALF_TIME_SECONDS,
  VIRTUAL_MATCH_SECONDS,
  VIRTUAL_ROUND_MINUTES,
} from '@playline/contract/sports';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How a sport's scores come about, which decides its pricing model and its simulated matches. */
export type ScoreModel =
  | { kind: 'poisson'; meanPerSide: number; homeAdvantage: number; draws: boolean }
  | { kind: 'normal'; meanPerSide: number; sd: number; homeAdvantage: number }
  | { kind: 'sets'; toWin: number; unit: 'sets' | 'maps' | 'legs' }
  | { kind: 'fight'; rounds: number };

export interface SportProfile {
  key: SportKey;
  model: ScoreModel;
  /** Competitors are teams (standings, squads) or individuals (tours, cards). */
  teams: boolean;
  /** Rounds repeat every `cycle`; each offset starts a round, whose matches spread over `spreadDays` days. */
  cycle: number;
  roundOffsets: readonly number[];
  spreadDays: number;
  /** Local kick-off times in hours (quarter hours as fractions), one picked per match. */
  kickoffHours: readonly number[];
  /**
   * Kick-offs taken in match order instead of at random: the round's matches follow each other at a steady
   * rhythm, for the sports that run around the clock and keep the live offer full at night.
   */
  staggered?: boolean;
  /** Wall time from start to the end of the simulated match. */
  duration: number;
  /** Regular periods (halves, quarters, innings) and the game minutes of each; 0 for sports without a clock. */
  periods: number;
  periodMinutes: number;
  /** Break between periods, wall time. */
  periodBreak: number;
  /**
   * How long before a moment a round's window may open and still hold starts after it; a day more than the spread
   * when omitted (kick-off hours and time zones). Virtual rounds kick off the instant their window opens.
   */
  lookback?: number;
}

/** Football and virtual football play the same game: goals by the minute, football's facts and markets. */
export function playsFootball(sport: SportKey): boolean {
  return sport === 'football' || isVirtualSport(sport);
}

/** Goals a football side scores on average; the top-scorer outright reads it too. */
export const FOOTBALL_GOALS_PER_SIDE = 1.3;

const WEEKEND = [5 * DAY]; // cycles start on Monday; Saturday
const WEEKEND_AND_MIDWEEK = [1 * DAY, 5 * DAY];
const EVENING = [17.5, 18, 19, 19.75, 20, 20.75, 21];

export const SPORT_PROFILES: Record<SportKey, SportProfile> = {
  football: {
    key: 'football',
    model: { kind: 'poisson', meanPerSide: FOOTBALL_GOALS_PER_SIDE, homeAdvantage: 0.12, draws: true },
    teams: true,
    cycle: 7 * DAY,
    roundOffsets: WEEKEND_AND_MIDWEEK,
    spreadDays: 2,
    kickoffHours: [13, 14, 15, 16, 17.5, 18.5, 19, 20, 20.75, 21],
    duration: 115 * MINUTE,
    periods: 2,
    periodMinutes: 45,
    periodBreak: 15 * MINUTE,
  },
  basketball: {
    key: 'basketball',
    model: { kind: 'normal', meanPerSide: 82, sd: 10, homeAdvantage: 2.5 },
    teams: true,
    cycle: 7 * DAY,
    roundOffsets: WEEKEND_AND_MIDWEEK,
    spreadDays: 2,
    kickoffHours: EVENING,
    duration: 125 * MINUTE,
    periods: 4,
    periodMinutes: 10,
    periodBreak: 5 * MINUTE,
  },
  tennis: {
    key: 'tennis',
    model: { kind: 'sets', toWin: 2, unit: 'sets' },
    teams: false,
    cycle: DAY,
    roundOffsets: [0],
    spreadDays: 1,
    kickoffHours: [10, 11, 11.5, 12, 13, 14, 14.5, 15, 16, 17, 18, 19],
    duration: 120 * MINUTE,
    periods: 0,
    periodMinutes: 0,
    periodBreak: 2 * MINUTE,
  },
  'ice-hockey': {
    key: 'ice-hockey',
    model: { kind: 'poisson', meanPerSide: 2.8, homeAdvantage: 0.08, draws: true },
    teams: true,
    cycle: 7 * DAY,
    roundOffsets: [1 * DAY, 3 * DAY, 5 * DAY],
    spreadDays: 2,
    kickoffHours: EVENING,
    duration: 150 * MINUTE,
    periods: 3,
    periodMinutes: 20,
    periodBreak: 17 * MINUTE,
  },
  volleyball: {
    key: 'volleyball',
    model: { kind: 'sets', toWin: 3, unit: 'sets' },
    teams: true,
    cycle: 7 * DAY,
    roundOffsets: WEEKEND_AND_MIDWEEK,
    spreadDays: 2,
    kickoffHours: [16, 17, 18, 18.5, 19, 20],
    duration: 120 * MINUTE,
    periods: 0,
    periodMinutes: 0,
    periodBreak: 3 * MINUTE,
  },
  handball: {
    key: 'handball',
    model: { kind: 'poisson', meanPerSide: 27, homeAdvantage: 0.04, draws: true },
    teams: true,
    cycle: 7 * DAY,
    roundOffsets: WEEKEND_AND_MIDWEEK,
    spreadDays: 2,
    kickoffHours: [16, 17, 18, 18.75, 19, 20, 20.5],
    duration: 100 * MINUTE,
    periods: 2,
    periodMinutes: 30,
    periodBreak: 15 * MINUTE,
  },
  baseball: {
    key: 'baseball',
    model: { kind: 'poisson', meanPerSide: 4.4, homeAdvantage: 0.04, draws: false },
    teams: true,
    cycle: DAY,
    roundOffsets: [0],
    spreadDays: 1,
    kickoffHours: [12, 13, 17, 18, 18.5, 19, 19.25],
    duration: 180 * MINUTE,
    periods: 9,
    periodMinutes: 0,
    periodBreak: 2 * MINUTE,
  },
  'american-football': {
    key: 'american-football',
    model: { kind: 'normal', meanPerSide: 22, sd: 9, homeAdvantage: 1.5 },
    teams: true,
    cycle: 7 * DAY,
    roundOffsets: [5 * DAY],
    spreadDays: 2,
    kickoffHours: [13, 16, 16.5, 19, 20.25],
    duration: 190 * MINUTE,
    periods: 4,
    periodMinutes: 15,
    periodBreak: 8 * MINUTE,
  },
  'table-tennis': {
    key: 'table-tennis',
    model: { kind: 'sets', toWin: 3, unit: 'sets' },
    teams: false,
    cycle: DAY,
    roundOffsets: [9 * HOUR, 12 * HOUR, 15 * HOUR, 18 * HOUR],
    spreadDays: 1,
    kickoffHours: [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75],
    duration: 40 * MINUTE,
    periods: 0,
    periodMinutes: 0,
    periodBreak: MINUTE,
  },
  esports: {
    key: 'esports',
    model: { kind: 'sets', toWin: 2, unit: 'maps' },
    teams: true,
    // Round the clock, as esports leagues are: a match starts every quarter hour in each league, so seven are in
    // play in each at any moment and the live offer stays full at night (issue 6: 30 or more events in play).
    cycle: 75 * MINUTE,
    roundOffsets: [0],
    spreadDays: 1,
    kickoffHours: [0, 0.25, 0.5, 0.75, 1],
    staggered: true,
    duration: 105 * MINUTE,
    periods: 0,
    periodMinutes: 0,
    periodBreak: 5 * MINUTE,
  },
  mma: {
    key: 'mma',
    model: { kind: 'fight', rounds: 3 },
    teams: false,
    cycle: 7 * DAY,
    roundOffsets: WEEKEND,
    spreadDays: 1,
    kickoffHours: [19, 19.5, 20, 20.5, 21, 21.5, 22, 22.5],
    duration: 25 * MINUTE,
    periods: 3,
    periodMinutes: 5,
    periodBreak: MINUTE,
  },
  darts: {
    key: 'darts',
    model: { kind: 'sets', toWin: 6, unit: 'legs' },
    teams: false,
    cycle: DAY,
    roundOffsets: [0],
    spreadDays: 1,
    kickoffHours: [13, 14, 15, 16, 19, 19.5, 20, 20.5, 21, 21.5, 22],
    duration: 45 * MINUTE,
    periods: 0,
    periodMinutes: 0,
    periodBreak: 0,
  },
  // Virtual football: every round of a league kicks off together every 3 minutes, each match a full 90-minute game
  // compressed into 95 s (two 45 s halves, a 5 s break), round the clock.
  'virtual-football': {
    key: 'virtual-football',
    model: { kind: 'poisson', meanPerSide: FOOTBALL_GOALS_PER_SIDE, homeAdvantage: 0.12, draws: true },
    teams: true,
    cycle: VIRTUAL_ROUND_MINUTES * MINUTE,
    roundOffsets: [0],
    spreadDays: 1,
    kickoffHours: [0],
    duration: VIRTUAL_MATCH_SECONDS * 1000,
    periods: 2,
    periodMinutes: 45,
    periodBreak: VIRTUAL_HALF_TIME_SECONDS * 1000,
    lookback: 0,
  },
};

export const TIME = { MINUTE, HOUR, DAY };
