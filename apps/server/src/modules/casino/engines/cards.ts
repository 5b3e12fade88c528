import type { Rng } from './types';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['S', 'H', 'D', 'C'] as const;

/** One 52-card deck as `AS`, `10H`, `KD` … */
export const DECK: readonly string[] = SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${suit}`));

/** A card's blackjack value: aces 1 (`handTotal` counts one as 11 when that does not bust), faces 10. */
export function cardValue(card: string): number {
  const rank = card.slice(0, -1);
  if (rank === 'A') return 1;
  if (rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank);
}

/** The best blackjack total of a hand and whether an ace is counted as 11 in it (a soft total). */
export function handValue(cards: readonly string[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = false;
  for (const card of cards) {
    const value = cardValue(card);
    total += value;
    if (value === 1) aces = true;
  }
  return aces && total <= 11 ? { total: total + 10, soft: true } : { total, soft: false };
}

export const handTotal = (cards: readonly string[]): number => handValue(cards).total;

export const isNatural = (cards: readonly string[]): boolean => cards.length === 2 && handTotal(cards) === 21;

/**
 * The first `count` cards of a freshly shuffled shoe of `decks` decks. A Fisher–Yates shuffle stopped after
 * `count` swaps yields exactly the first `count` cards of a full uniform shuffle, so a hand costs `count` random
 * draws instead of 312 while the cards it can see are distributed the same.
 */
export function shuffledShoe(decks: number, count: number, rng: Rng): string[] {
  const shoe: string[] = [];
  for (let d = 0; d < decks; d++) for (const card of DECK) shoe.push(card);
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(shoe.length - i);
    const card = shoe[j]!;
    shoe[j] = shoe[i]!;
    shoe[i] = card;
  }
  shoe.length = count;
  return shoe;
}
