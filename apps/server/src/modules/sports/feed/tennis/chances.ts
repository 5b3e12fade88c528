import type { Score } from '../facts';
import { tiebreakServerIsFirst } from './scoring';

/**
 * Exact chances of the tennis model: each player wins a point on their own serve with a fixed chance (`serve.home`
 * when home serves, `serve.away` when away serves), independently of every other point. Games, tie-breaks and sets
 * follow from it by the rules of `scoring.ts`; every tennis price is one of these chances.
 */
export interface Serve {
  home: number;
  away: number;
}

/** Chance the server wins the game from (server's points, receiver's points). */
export function holdFrom(s: number, a = 0, b = 0): number {
  if (a >= 4 && a - b >= 2) return 1;
  if (b >= 4 && b - a >= 2) return 0;
  if (a >= 3 && b >= 3) {
    const deuce = (s * s) / (s * s + (1 - s) * (1 - s));
    return a === b ? deuce : a > b ? s + (1 - s) * deuce : s * deuce;
  }
  return s * holdFrom(s, a + 1, b) + (1 - s) * holdFrom(s, a, b + 1);
}

/** Chance home wins a point when home (or away) serves it. */
const homePoint = (serve: Serve, homeServes: boolean) => (homeServes ? serve.home : 1 - serve.away);

/** Chance home wins a tie-break from `points`, `firstHome` saying who served its first point. */
export function tiebreakFrom(
  serve: Serve,
  firstHome: boolean,
  points: Score = { home: 0, away: 0 },
  memo = new Map<number, number>(),
): number {
  const { home, away } = points;
  if (home >= 7 && home - away >= 2) return 1;
  if (away >= 7 && away - home >= 2) return 0;
  const serverOf = (k: number) => tiebreakServerIsFirst(k) === firstHome;
  if (home >= 6 && home === away) {
    // From six all every pair of points has one serve each: win both, lose both, or back to a tie.
    const k = home + away;
    const q1 = homePoint(serve, serverOf(k));
    const q2 = homePoint(serve, serverOf(k + 1));
    return (q1 * q2) / (q1 * q2 + (1 - q1) * (1 - q2));
  }
  const key = home * 64 + away;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const q = homePoint(serve, serverOf(home + away));
  const chance =
    q * tiebreakFrom(serve, firstHome, { home: home + 1, away }, memo) +
    (1 - q) * tiebreakFrom(serve, firstHome, { home, away: away + 1 }, memo);
  memo.set(key, chance);
  return chance;
}

/** Chance home wins the game being played from `points` (a tie-break's when `tiebreak`). */
export function gameFrom(
  serve: Serve,
  homeServes: boolean,
  points: Score,
  tiebreak: boolean,
  tiebreakFirstHome = homeServes,
): number {
  if (tiebreak) return tiebreakFrom(serve, tiebreakFirstHome, points);
  return homeServes
    ? holdFrom(serve.home, points.home, points.away)
    : 1 - holdFrom(serve.away, points.away, points.home);
}

/** Chance home wins the set from `games` with the next game's server, before its first point. */
function setFromGames(
  serve: Serve,
  holds: { home: number; away: number },
  games: Score,
  homeServes: boolean,
  memo: Map<number, number>,
): number {
  if (games.home >= 6 && games.home - games.away >= 2) return 1;
  if (games.away >= 6 && games.away - games.home >= 2) return 0;
  if (games.home === 7) return 1;
  if (games.away === 7) return 0;
  if (games.home === 6 && games.away === 6) return tiebreakFrom(serve, homeServes);
  const key = games.home * 32 + games.away * 2 + (homeServes ? 1 : 0);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const g = homeServes ? holds.home : 1 - holds.away;
  const chance =
    g * setFromGames(serve, holds, { home: games.home + 1, away: games.away }, !homeServes, memo) +
    (1 - g) * setFromGames(serve, holds, { home: games.home, away: games.away + 1 }, !homeServes, memo);
  memo.set(key, chance);
  return chance;
}

/** Where a set stands: games, the game's points, its server, and whether it is the tie-break. */
export interface SetStanding {
  games: Score;
  points: Score;
  homeServes: boolean;
  tiebreak: boolean;
  tiebreakFirstHome: boolean;
}

const standings = new Map<string, number>();

/** Chance home wins the set from a standing inside it (the live prices, main market and joint model all ask). */
export function setFrom(serve: Serve, standing: SetStanding): number {
  const { games, points } = standing;
  const key = `${serve.home}:${serve.away}:${games.home}:${games.away}:${points.home}:${points.away}:${standing.homeServes}:${standing.tiebreak}:${standing.tiebreakFirstHome}`;
  const known = standings.get(key);
  if (known !== undefined) return known;
  if (standings.size > 50_000) standings.clear();
  const chance = exactSetFrom(serve, standing);
  standings.set(key, chance);
  return chance;
}

function exactSetFrom(serve: Serve, standing: SetStanding): number {
  const { games, points, homeServes, tiebreak } = standing;
  if (tiebreak) return tiebreakFrom(serve, standing.tiebreakFirstHome, points);
  const memo = new Map<number, number>();
  const holds = { home: holdFrom(serve.home), away: holdFrom(serve.away) };
  const g = gameFrom(serve, homeServes, points, false);
  return (
    g * setFromGames(serve, holds, { home: games.home + 1, away: games.away }, !homeServes, memo) +
    (1 - g) * setFromGames(serve, holds, { home: games.home, away: games.away + 1 }, !homeServes, memo)
  );
}

const setChances = new Map<string, number>();

/** Chance home wins a set from its start, who serves first unknown (even odds): what later sets are priced at. */
export function setChance(serve: Serve): number {
  const key = `${serve.home}:${serve.away}`;
  const known = setChances.get(key);
  if (known !== undefined) return known;
  // Serve chances come from a few thousand players' ratings: a bounded cache of them.
  if (setChances.size > 20_000) setChances.clear();
  const chance = exactSetChance(serve);
  setChances.set(key, chance);
  return chance;
}

function exactSetChance(serve: Serve): number {
  const start = (homeServes: boolean) =>
    setFrom(serve, {
      games: { home: 0, away: 0 },
      points: { home: 0, away: 0 },
      homeServes,
      tiebreak: false,
      tiebreakFirstHome: homeServes,
    });
  return (start(true) + start(false)) / 2;
}

/** Chance home wins the first game, who serves unknown (even odds). */
export const firstGameChance = (serve: Serve) => (holdFrom(serve.home) + 1 - holdFrom(serve.away)) / 2;
