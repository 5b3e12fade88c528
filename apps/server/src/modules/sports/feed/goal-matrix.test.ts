import { describe, expect, it } from 'vitest';
import { fitGoalMatrix, probability } from './goal-matrix';
import { footballMatrix } from './markets/football';

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
});
