import type { Score } from '../facts';

/**
 * Tennis scoring, point by point: games to four points with a lead of two (deuce, advantage), sets to six games
 * with a lead of two, a tie-break (to seven by two) at six all. The server changes every game; in a tie-break the
 * first point is served by the player due, then two points each; whoever received first in the tie-break serves
 * first in the next set, which is again the next in turn. The match simulation plays by it, the scoreboard replays
 * the points with it and the live prices read their state from it, so the three cannot disagree.
 */
export interface SetPlay {
  /** Games won in the set so far. */
  games: Score;
  /** Points won in the game (or tie-break) being played. */
  points: Score;
  homeServes: boolean;
  tiebreak: boolean;
  /** Who served the tie-break's first point (decides its serving order). */
  tiebreakFirstHome: boolean;
  /** Set once the set is decided. */
  winner: 'home' | 'away' | null;
  /** Winners of the games completed so far, in order. */
  gameWinners: ('home' | 'away')[];
}

export function setStart(homeServes: boolean): SetPlay {
  return {
    games: { home: 0, away: 0 },
    points: { home: 0, away: 0 },
    homeServes,
    tiebreak: false,
    tiebreakFirstHome: homeServes,
    winner: null,
    gameWinners: [],
  };
}

const other = (side: 'home' | 'away') => (side === 'home' ? 'away' : 'home');

/** Whether the points decide the game: four and two clear, or seven and two clear in a tie-break. */
function gameOver(points: Score, tiebreak: boolean): 'home' | 'away' | null {
  const needed = tiebreak ? 7 : 4;
  if (points.home >= needed && points.home - points.away >= 2) return 'home';
  if (points.away >= needed && points.away - points.home >= 2) return 'away';
  return null;
}

/** Who serves tie-break point `k` (0-based): the first server once, then two each. */
export const tiebreakServerIsFirst = (k: number) => ((k + 1) >> 1) % 2 === 0;

/** The set after one more point, won by `side`. */
export function afterPoint(state: SetPlay, side: 'home' | 'away'): SetPlay {
  if (state.winner) return state;
  const points = { ...state.points, [side]: state.points[side] + 1 };
  const won = gameOver(points, state.tiebreak);
  if (!won) {
    const homeServes = state.tiebreak
      ? tiebreakServerIsFirst(points.home + points.away) === state.tiebreakFirstHome
      : state.homeServes;
    return { ...state, points, homeServes };
  }
  const games = { ...state.games, [won]: state.games[won] + 1 };
  const lead = games[won] - games[other(won)];
  const winner = state.tiebreak || (games[won] >= 6 && lead >= 2) ? won : null;
  // The next game's server: the other player after a game; after a tie-break, the one who received its first point.
  const nextHomeServes = state.tiebreak ? !state.tiebreakFirstHome : !state.homeServes;
  const tiebreak = winner === null && games.home === 6 && games.away === 6;
  return {
    games,
    points: { home: 0, away: 0 },
    homeServes: nextHomeServes,
    tiebreak,
    tiebreakFirstHome: nextHomeServes,
    winner,
    gameWinners: [...state.gameWinners, won],
  };
}

/** The set after the given points (true: home won the point). */
export function replaySet(points: readonly boolean[], homeServesFirst: boolean, upTo = points.length): SetPlay {
  let state = setStart(homeServesFirst);
  for (let index = 0; index < upTo; index++) state = afterPoint(state, points[index] ? 'home' : 'away');
  return state;
}
