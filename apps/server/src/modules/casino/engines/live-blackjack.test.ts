import { describe, expect, it } from 'vitest';
import { isNatural } from './cards';
import {
  dealTableCards,
  handTotal,
  liveBlackjackHand,
  liveBlackjackResult,
  liveBlackjackReturn,
} from './live-blackjack';
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

describe('liveBlackjackResult', () => {
  it('names how a hand ended', () => {
    const round = (dealer: string[], common = cards) => ({ cards: common, dealer });
    expect(liveBlackjackResult({ hits: 0, doubled: false }, round(['10D', '9D']))).toBe('lose');
    expect(liveBlackjackResult({ hits: 1, doubled: false }, round(['10D', '9D']))).toBe('win');
    expect(liveBlackjackResult({ hits: 2, doubled: false }, round(['10D', '5C', '6H']))).toBe('push');
    expect(liveBlackjackResult({ hits: 1, doubled: false }, round(['KD', 'AD']))).toBe('lose');
    expect(liveBlackjackResult({ hits: 0, doubled: false }, round(['10D', '9D'], ['AS', 'KH']))).toBe('blackjack');
    expect(liveBlackjackResult({ hits: 0, doubled: false }, round(['AD', 'QD'], ['AS', 'KH']))).toBe('push');
    expect(liveBlackjackResult({ hits: 1, doubled: false }, round(['10D', '9D'], ['10S', '6H', '4D', 'KC']))).toBe(
      'win',
    );
    expect(liveBlackjackResult({ hits: 1, doubled: false }, round(['10D', '9D'], ['10S', '6H', 'KC']))).toBe('bust');
  });

  it('agrees with what the hand is paid, over many dealt rounds and decisions', () => {
    const rng = seededRng(7);
    const stake = 100;
    for (let i = 0; i < 2_000; i++) {
      const round = dealTableCards(rng);
      const decision = { hits: i % 4, doubled: i % 5 === 0 };
      const paid = liveBlackjackReturn(stake, decision, round);
      // A second stake that could not be doubled (on a natural, or against one) comes back on top of the result.
      const refund = decision.doubled && (isNatural(round.cards.slice(0, 2)) || isNatural(round.dealer)) ? stake : 0;
      const staked = decision.doubled && !refund ? stake * 2 : stake;
      const expected = {
        blackjack: stake + Math.floor(stake * 1.5),
        win: staked * 2,
        push: staked,
        lose: 0,
        bust: 0,
      }[liveBlackjackResult(decision, round)];
      expect(paid).toBe(expected + refund);
    }
  });
});
