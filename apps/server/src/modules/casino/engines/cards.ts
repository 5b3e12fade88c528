import type { Rng } from './types';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['S', 'H', 'D', 'C'] as const;

/** One 52-card deck as `AS`, `10H`, `KD` … */
export const DECK: readonly string[] = SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${suit}`));

/**
 * A card's blackjack value: aces 1 (`handTotal` counts one as 11 when that does not bust), faces 10. Read from
 * the first character — simulations total millions of hands — so only pass cards dealt from `DECK`.
 */
export function cardValue(card: string): number {
  const first = card.charCodeAt(0);
  if (first === 65) return 1; // A
  if (first === 49 || first > 57) return 10; // 10, J, Q, K
  return first - 48;
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

const freshShoes = new Map<number, readonly string[]>();
/** `decks` decks in order, built once per size and copied for each hand. */
function freshShoe(decks: number): readonly string[] {
  let shoe = freshShoes.get(decks);
  if (!shoe) {
    shoe = Array.from({ length: decks }, () => DECK).flat();
    freshShoes.set(decks, shoe);
  }
  return shoe;
}

const TWO_POW_32 = 2 ** 32;

/**
 * The first `count` cards of a freshly shuffled shoe of `decks` decks. A Fisher–Yates shuffle stopped after
 * `count` swaps yields exactly the first `count` cards of a full uniform shuffle, so a hand pays for the cards it
 * can reach instead of all 312. Several swaps share one draw: a uniform integer below n·(n−1)·(n−2) read in mixed
 * radix is three independent uniform picks, so the shuffle stays exact with a third of the calls.
 */
export function shuffledShoe(decks: number, count: number, rng: Rng): string[] {
  const shoe = freshShoe(decks).slice();
  let i = 0;
  while (i < count) {
    let range = 1;
    let picks = 0;
    while (i + picks < count && range * (shoe.length - i - picks) <= TWO_POW_32) range *= shoe.length - i - picks++;
    let draw = rng.int(range);
    for (const end = i + picks; i < end; i++) {
      const span = shoe.length - i;
      const j = i + (draw % span);
      draw = Math.floor(draw / span);
      const card = shoe[j]!;
      shoe[j] = shoe[i]!;
      shoe[i] = card;
    }
  }
  shoe.length = count;
  return shoe;
}
