import { h } from '../dom';

const SUITS: Record<string, { glyph: string; red: boolean }> = {
  S: { glyph: '♠', red: false },
  H: { glyph: '♥', red: true },
  D: { glyph: '♦', red: true },
  C: { glyph: '♣', red: false },
};

/** A card (`AS`, `10H`) as a face: rank and suit in the corner and large in the middle. */
export function cardFace(card: string) {
  const rank = card.slice(0, -1);
  const suit = SUITS[card.slice(-1)] ?? { glyph: '?', red: false };
  return h(
    'span',
    { class: `card${suit.red ? ' red' : ''}`, role: 'img', 'aria-label': `${rank}${suit.glyph}` },
    h('span', { class: 'corner' }, rank, h('br'), suit.glyph),
    h('span', { class: 'pip' }, suit.glyph),
  );
}

/** The dealer's hole card while the hand is open: its back only. */
export const cardBack = (label: string) => h('span', { class: 'card back', role: 'img', 'aria-label': label });

/** A hand: its cards in a fanned row, with the hidden card's back where the server has not shown it yet. */
export function hand(cards: readonly string[], hiddenLabel?: string, size: 'small' | 'normal' = 'normal') {
  return h(
    'div',
    { class: size === 'small' ? 'hand small' : 'hand' },
    ...cards.map(cardFace),
    hiddenLabel ? cardBack(hiddenLabel) : null,
  );
}

/**
 * A hand's best blackjack total (an ace counts 11 when that does not pass 21). The frame needs it only for a live
 * table's first two cards, before the server's first answer about the hand gives the total it plays by.
 */
export function handTotal(cards: readonly string[]): number {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    const rank = card.slice(0, -1);
    if (rank === 'A') aces += 1;
    total += rank === 'A' ? 1 : ['J', 'Q', 'K'].includes(rank) ? 10 : Number(rank);
  }
  return aces > 0 && total <= 11 ? total + 10 : total;
}
