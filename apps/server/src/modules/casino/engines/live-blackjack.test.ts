import { describe, expect, it } from 'vitest';
import { dealTableCards, handTotal, liveBlackjackHand, liveBlackjackReturn } from './live-blackjack';
import { seededRng } from './rng';

const cards = ['10S', '6H', '5D', '9C', '2S', '3S', '4S', '7S', '8S', '9S'];

describe('dealTableCards', () => {
  it('deals enough common cards for any hand and a dealer hand drawn to 17 or more', () => {
    const rng = seededRng(11);
    for (let i = 0; i < 500; i++) {
      const round = dealTableCards(rng);
      expect(round.cards.length).toBeGreaterThanOrEqual(10);
      const total = handTotal(round.dealer);
      expect(total).toBeGreaterThanOrEqual(17);
      expect(handTotal(round.dealer.slice(0, -1))).toBeLessThan(round.dealer.length > 2 ? 17 : 22);
    }
  });
});

describe('liveBlackjackHand', () => {
  it('takes the common cards in order: two, then one per hit, one when doubled', () => {
    expect(liveBlackjackHand(cards, { hits: 0, doubled: false })).toEqual(['10S', '6H']);
    expect(liveBlackjackHand(cards, { hits: 0, doubled: true })).toEqual(['10S', '6H', '5D']);
    expect(liveBlackjackHand(cards, { hits: 3, doubled: false })).toEqual(['10S', '6H', '5D']);
  });
});

describe('liveBlackjackReturn', () => {
  const round = (dealer: string[], common = cards) => ({ cards: common, dealer });

  it('pays the same cards the same for every seat, by each seat decision', () => {
    const result = round(['10D', '9D']);
    expect(liveBlackjackReturn(100, { hits: 0, doubled: false }, result)).toBe(0);
    expect(liveBlackjackReturn(100, { hits: 1, doubled: false }, result)).toBe(200);
    expect(liveBlackjackReturn(100, { hits: 0, doubled: true }, result)).toBe(400);
    expect(
      liveBlackjackReturn(100, { hits: 2, doubled: false }, round(['10D', 'KD', '4D'], ['10S', '6H', '3D', '2C'])),
    ).toBe(200);
  });

  it('pushes equal totals and pays nothing to a bust', () => {
    expect(liveBlackjackReturn(100, { hits: 1, doubled: false }, round(['10D', '5C', '6H']))).toBe(100);
    expect(liveBlackjackReturn(100, { hits: 2, doubled: false }, round(['10D', '5C', '6H']))).toBe(100);
    expect(liveBlackjackReturn(100, { hits: 0, doubled: false }, round(['10D', '6C', '9H']))).toBe(200);
    expect(liveBlackjackReturn(100, { hits: 1, doubled: false }, round(['KD', 'AD']))).toBe(0);
  });

  it('pays a natural 3:2 and gives back a second stake that could not be doubled', () => {
    const natural = ['AS', 'KH', ...cards];
    expect(liveBlackjackReturn(101, { hits: 0, doubled: false }, round(['10D', '9D'], natural))).toBe(252);
    expect(liveBlackjackReturn(100, { hits: 0, doubled: true }, round(['10D', '9D'], natural))).toBe(350);
    expect(liveBlackjackReturn(100, { hits: 0, doubled: false }, round(['AD', 'KD'], natural))).toBe(100);
    expect(liveBlackjackReturn(100, { hits: 0, doubled: true }, round(['AD', 'KD']))).toBe(100);
  });
});
