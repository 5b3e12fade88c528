import { describe, expect, it } from 'vitest';
import { cardValue, DECK, shuffledShoe } from './cards';
import { seededRng } from './rng';

describe('shuffledShoe', () => {
  it('deals a permutation of the decks', () => {
    const shoe = shuffledShoe(6, 312, seededRng(1));
    expect([...shoe].sort()).toEqual(
      Array.from({ length: 6 }, () => DECK)
        .flat()
        .sort(),
    );
  });

  it('puts every rank on top about equally often', () => {
    const rng = seededRng(2);
    const tops = new Map<number, number>();
    const shoes = 26_000;
    for (let i = 0; i < shoes; i++) {
      const [top] = shuffledShoe(6, 5, rng);
      tops.set(cardValue(top!), (tops.get(cardValue(top!)) ?? 0) + 1);
    }
    // Ten-valued cards are 4/13 of the shoe, every other value 1/13; 5 standard errors either side.
    for (const [value, count] of tops) {
      const p = value === 10 ? 4 / 13 : 1 / 13;
      expect(Math.abs(count - shoes * p)).toBeLessThan(5 * Math.sqrt(shoes * p * (1 - p)));
    }
  });
});
