import { describe, expect, it } from 'vitest';
import { fitGoalMatrix, probability } from './goal-matrix';
import { footballMatrix } from './markets/football';
import { shiftMatrix } from './pricing/distributions';

describe('fitGoalMatrix', () => {
  it('recovers the goal expectations behind a match’s home, away and over 2.5 chances', () => {
    for (const [home, away] of [
      [1.6, 1.1],
      [0.7, 2.2],
      [2.9, 0.4],
    ] as const) {
      const truth = footballMatrix(home, away);
      const chances = {
        home: probability(truth, (h, a) => h > a),
        away: probability(truth, (h, a) => h < a),
        over: probability(truth, (h, a) => h + a > 2.5),
        line: 2.5,
      };
      const fitted = fitGoalMatrix(chances);
      for (const holds of [(h: number, a: number) => h === a, (h: number, a: number) => h > 0 && a > 0]) {
        expect(probability(fitted, holds)).toBeCloseTo(probability(truth, holds), 4);
      }
    }
  });

  it('in play, recovers the goals still to come on top of the score so far', () => {
    const score = { home: 1, away: 0 };
    const truth = shiftMatrix(footballMatrix(0.6, 0.45), score);
    const chances = {
      home: probability(truth, (h, a) => h > a),
      away: probability(truth, (h, a) => h < a),
      over: probability(truth, (h, a) => h + a > 2.5),
      line: 2.5,
    };
    const fitted = fitGoalMatrix({ ...chances, score });
    const bothScore = (h: number, a: number) => h > 0 && a > 0;
    const draw = (h: number, a: number) => h === a;
    expect(probability(fitted, bothScore)).toBeCloseTo(probability(truth, bothScore), 4);
    expect(probability(fitted, draw)).toBeCloseTo(probability(truth, draw), 4);
    // Ignoring the score would price "both teams score" as if the home goal were still to come.
    expect(Math.abs(probability(fitGoalMatrix(chances), bothScore) - probability(truth, bothScore))).toBeGreaterThan(
      0.02,
    );
  });
});
