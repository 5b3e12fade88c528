import { footballMatrix } from './markets/football';
import { probability, type ScoreMatrix, shiftMatrix } from './pricing/distributions';

/**
 * The joint score distribution of a football match recovered from its prices, for pricing same-event
 * combinations (the bet builder). Any feed's 1X2 and total-goals prices determine the two teams' goal
 * expectations of the independent Poisson model the simulator prices with, so this needs nothing but the market.
 */
export interface GoalChances {
  /** Fair chances (margin removed) of a home and an away win, and of more than `line` goals. */
  home: number;
  away: number;
  over: number;
  line: number;
  /** In play: the score so far; the fit is then of the goals still to come, added to it. */
  score?: { home: number; away: number };
}

/** Bisection of an increasing function on [low, high] for `target`. */
function solve(f: (x: number) => number, target: number, low: number, high: number): number {
  let a = low;
  let b = high;
  for (let i = 0; i < 40; i++) {
    const mid = (a + b) / 2;
    if (f(mid) < target) a = mid;
    else b = mid;
  }
  return (a + b) / 2;
}

/** Goal expectations (home, away) whose score matrix reproduces the chances, by alternating one-dimensional fits. */
export function fitGoalMatrix({ home, away, over, line, score }: GoalChances): ScoreMatrix {
  const homeShare = home / (home + away);
  let total = 2.6;
  let share = 0.5;
  const sofar = score ?? { home: 0, away: 0 };
  const matrix = (t: number, s: number) => shiftMatrix(footballMatrix(t * s, t * (1 - s)), sofar);
  for (let round = 0; round < 6; round++) {
    total = solve((t) => probability(matrix(t, share), (h, a) => h + a > line), over, 0.005, 9);
    share = solve(
      (s) => {
        const m = matrix(total, s);
        const wins = probability(m, (h, a) => h > a);
        return wins / (wins + probability(m, (h, a) => h < a));
      },
      homeShare,
      0.02,
      0.98,
    );
  }
  return matrix(total, share);
}

export { probability, type ScoreMatrix };
