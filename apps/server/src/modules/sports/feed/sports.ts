import {
  isVirtualSport,
  SPORT_LIVE,
  type SportKey,
  VIRTUAL_HALF_TIME_SECONDS,
  VIRTUAL_MATCH_SECONDS,
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
  /** Wall time from start to the end of the simulated match. */
  duration: number;
  /** Regular periods (halves, quarters, innings) and the game minutes of each; 0 for sports without a clock. */
  periods: number;
  periodMinutes: number;
  /** Break between periods, wall time. */
  periodBreak: number;
}

/** Football and virtual football play the same game: goals by the minute, football's facts and markets. */
export function playsFootball(sport: SportKey): boolean {
  return sport === 'football' || isVirtualSport(sport);
}

/** Goals a football side scores on average; the top-scorer outright reads it too. */
export const FOOTBALL_GOALS_PER_SIDE = 1.3;

export const SPORT_PROFILES: Record<SportKey, SportProfile> = {
  football: {
    key: 'football',
    model: { kind: 'poisson', meanPerSide: FOOTBALL_GOALS_PER_SIDE, homeAdvantage: 0.12, draws: true },
    teams: true,
    duration: 115 * MINUTE,
    periods: 2,
    periodMinutes: 45,
    periodBreak: 15 * MINUTE,
  },
  basketball: {
    key: 'basketball',
    model: { kind: 'normal', meanPerSide: 82, sd: 10, homeAdvantage: 2.5 },
    teams: true,
    duration: 125 * MINUTE,
    periods: 4,
    periodMinutes: SPORT_LIVE.basketball.quarterMinutes!,
    periodBreak: 5 * MINUTE,
  },
  tennis: {
    key: 'tennis',
    model: { kind: 'sets', toWin: 2, unit: 'sets' },
    teams: false,
    duration: 120 * MINUTE,
    periods: 0,
    periodMinutes: 0,
    periodBreak: 2 * MINUTE,
  },
  'ice-hockey': {
    key: 'ice-hockey',
    model: { kind: 'poisson', meanPerSide: 2.8, homeAdvantage: 0.08, draws: true },
    teams: true,
    duration: 150 * MINUTE,
    periods: 3,
    periodMinutes: 20,
    periodBreak: 17 * MINUTE,
  },
  volleyball: {
    key: 'volleyball',
    model: { kind: 'sets', toWin: 3, unit: 'sets' },
    teams: true,
    duration: 120 * MINUTE,
    periods: 0,
    periodMinutes: 0,
    periodBreak: 3 * MINUTE,
  },
  handball: {
    key: 'handball',
    model: { kind: 'poisson', meanPerSide: 27, homeAdvantage: 0.04, draws: true },
    teams: true,
    duration: 100 * MINUTE,
    periods: 2,
    periodMinutes: 30,
    periodBreak: 15 * MINUTE,
  },
  baseball: {
    key: 'baseball',
    model: { kind: 'poisson', meanPerSide: 4.4, homeAdvantage: 0.04, draws: false },
    teams: true,
    duration: 180 * MINUTE,
    periods: 9,
    periodMinutes: 0,
    periodBreak: 2 * MINUTE,
  },
  'american-football': {
    key: 'american-football',
    model: { kind: 'normal', meanPerSide: 22, sd: 9, homeAdvantage: 1.5 },
    teams: true,
    duration: 190 * MINUTE,
    periods: 4,
    periodMinutes: SPORT_LIVE['american-football'].quarterMinutes!,
    periodBreak: 8 * MINUTE,
  },
  'table-tennis': {
    key: 'table-tennis',
    model: { kind: 'sets', toWin: 3, unit: 'sets' },
    teams: false,
    duration: 40 * MINUTE,
    periods: 0,
    periodMinutes: 0,
    periodBreak: MINUTE,
  },
  esports: {
    key: 'esports',
    model: { kind: 'sets', toWin: 2, unit: 'maps' },
    teams: true,
    duration: 105 * MINUTE,
    periods: 0,
    periodMinutes: 0,
    periodBreak: 5 * MINUTE,
  },
  mma: {
    key: 'mma',
    model: { kind: 'fight', rounds: 3 },
    teams: false,
    duration: 25 * MINUTE,
    periods: 3,
    periodMinutes: 5,
    periodBreak: MINUTE,
  },
  darts: {
    key: 'darts',
    model: { kind: 'sets', toWin: 6, unit: 'legs' },
    teams: false,
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
    duration: VIRTUAL_MATCH_SECONDS * 1000,
    periods: 2,
    periodMinutes: 45,
    periodBreak: VIRTUAL_HALF_TIME_SECONDS * 1000,
  },
};

export const TIME = { MINUTE, HOUR, DAY };
