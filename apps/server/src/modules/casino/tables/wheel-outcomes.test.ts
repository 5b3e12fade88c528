import { describe, expect, it } from 'vitest';
import { betWin, drawResult } from './outcomes';
import { fixedRng } from './test-kit';

describe('a money wheel table round', () => {
  it('is drawn with its top slot and settles a bet at the boosted pay when the two name the same kind', () => {
    // Stop 0 is a '1' on the wheel and '1' at 2x on the top slot: a '1' pays 2:1 instead of 1:1.
    const result = drawResult('live-wheel', fixedRng(0));
    expect(result).toEqual({ engine: 'live-wheel', segment: '1', index: 0, boost: { segment: '1', multiplier: 2 } });
    const bet = {
      engine: 'live-wheel' as const,
      bets: [
        { segment: '1' as const, stake: 50 },
        { segment: '2' as const, stake: 20 },
      ],
    };
    expect(betWin(bet, result)).toBe(150);
    // A result stored before the top slot existed still settles, at the plain 1:1.
    expect(betWin(bet, { engine: 'live-wheel', segment: '1', index: 0 })).toBe(100);
  });
});
