import { describe, expect, it } from 'vitest';
import { BASIC_STRATEGY_RETURN, basicStrategy } from './blackjack-strategy';

describe('basic strategy for our rules', () => {
  it.each([
    [['10S', '6H'], '10D', 'hit'],
    [['10S', '6H'], '6D', 'stand'],
    [['10S', '2H'], '4D', 'stand'],
    [['10S', '2H'], '2D', 'hit'],
    [['6S', '5H'], '6D', 'double'],
    [['6S', '4H'], '10D', 'hit'],
    [['AS', '7H'], '9D', 'hit'],
    [['AS', '7H'], '4D', 'double'],
    [['AS', '7H'], '7D', 'stand'],
    [['5S', '3H', '3C'], '6D', 'hit'],
  ])('plays %j against %s: %s', (player, up, action) => {
    expect(basicStrategy(player, up)).toBe(action);
  });

  it('gives back about 98.9% of the stake without splits (an infinite shoe)', () => {
    expect(BASIC_STRATEGY_RETURN).toBeGreaterThan(0.985);
    expect(BASIC_STRATEGY_RETURN).toBeLessThan(0.992);
  });
});
