import { describe, expect, it } from 'vitest';
import { wheelBets } from './wheel-board';

describe('wheelBets', () => {
  it('adds chips per segment in the order segments were first played', () => {
    expect(
      wheelBets([
        { segment: '10', stake: 100 },
        { segment: '1', stake: 50 },
        { segment: '10', stake: 100 },
      ]),
    ).toEqual([
      { segment: '10', stake: 200 },
      { segment: '1', stake: 50 },
    ]);
  });
});
