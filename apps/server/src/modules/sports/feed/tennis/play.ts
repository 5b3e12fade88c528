import type { MatchFacts, Score, TennisPoints } from '../facts';
import type { Replay } from '../replay';
import type { Serve } from './chances';
import { afterPoint, replaySet, type SetPlay, setStart } from './scoring';

type Draw = () => number;

/** Who serves the first point of set `index` (0-based): the player in turn after the sets before it. */
export function setFirstServer(points: TennisPoints, index: number): boolean {
  let homeServes = points.firstHome;
  for (let set = 0; set < index; set++) {
    let state: SetPlay = setStart(homeServes);
    for (const point of points.sets[set]!) state = afterPoint(state, point ? 'home' : 'away');
    homeServes = state.homeServes;
  }
  return homeServes;
}

/**
 * A tennis match played point by point from the model's serve chances with the secret stream (decision 017):
 * the first server by a coin toss, then every point on serve. The facts hold the games of each set as its periods.
 */
export function playTennis(serve: Serve, toWin: number, draw: Draw): Pick<MatchFacts, 'final' | 'periods' | 'tennis'> {
  const firstHome = draw() < 0.5;
  const sets: boolean[][] = [];
  const periods: Score[] = [];
  const won = { home: 0, away: 0 };
  let homeServes = firstHome;
  while (won.home < toWin && won.away < toWin) {
    let state = setStart(homeServes);
    const points: boolean[] = [];
    while (!state.winner) {
      const homePoint = draw() < (state.homeServes ? serve.home : 1 - serve.away);
      points.push(homePoint);
      state = afterPoint(state, homePoint ? 'home' : 'away');
    }
    won[state.winner]++;
    sets.push(points);
    periods.push(state.games);
    homeServes = state.homeServes;
  }
  return { final: won, periods, tennis: { firstHome, sets } };
}

/**
 * The instants each side broke serve (won a game the other served), from the match's points laid on the clock:
 * set k's point i ends at `starts[k] + (i + 1) · pointMs`.
 */
export function breakInstants(points: TennisPoints, starts: readonly number[], pointMs: number) {
  const breaks = { home: [] as number[], away: [] as number[] };
  points.sets.forEach((set, index) => {
    let state = setStart(setFirstServer(points, index));
    set.forEach((point, k) => {
      const homeServed = state.homeServes;
      const games = state.gameWinners.length;
      state = afterPoint(state, point ? 'home' : 'away');
      const winner = state.gameWinners[games];
      if (winner !== undefined && (winner === 'home') !== homeServed)
        breaks[winner].push(starts[index]! + (k + 1) * pointMs);
    });
  });
  return breaks;
}

/**
 * The points of the game in play and its server, replayed from the set's points played by `at` (set `index` of the
 * replay); in the break after a set, the next set's first game at 0–0 with its server.
 */
export function tennisGame(tennis: TennisPoints, replay: Replay, index: number, inBreak: boolean, at: number) {
  const set = inBreak ? index + 1 : index;
  const points = tennis.sets[set] ?? [];
  const played = inBreak
    ? 0
    : Math.min(points.length, Math.floor((at - replay.periods[index]!.start) / replay.pointMs!));
  const state = replaySet(points, setFirstServer(tennis, set), played);
  return {
    home: state.points.home,
    away: state.points.away,
    server: state.homeServes ? ('home' as const) : ('away' as const),
    tiebreak: state.tiebreak,
  };
}
