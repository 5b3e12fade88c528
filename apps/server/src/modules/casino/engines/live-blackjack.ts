import { BLACKJACK_RULES } from './blackjack';
import { handTotal, isNatural, shuffledShoe } from './cards';
import type { Rng } from './types';

export { handTotal } from './cards';

/**
 * Shared ("infinite") blackjack: every seated player plays the SAME card sequence — the first two common cards,
 * then each hit takes the next one — against one dealer hand, so a round is one shuffle however many sit. Same
 * rules as single-hand blackjack (6 decks, dealer stands on soft 17, 3:2, double on the first two, no split).
 */
export interface LiveBlackjackDecision {
  hits: number;
  doubled: boolean;
}

/** Enough common cards for any hand: 22 small cards always pass 21. */
const COMMON_CARDS = 22;

/** Shuffles a fresh shoe for the round: the players' common sequence and the dealer's hand drawn to 17+. */
export function dealTableCards(rng: Rng): { cards: string[]; dealer: string[] } {
  // 22 common cards plus at most 18 dealer cards come from the top of one shuffled shoe.
  const shoe = shuffledShoe(BLACKJACK_RULES.decks, COMMON_CARDS + 18, rng);
  const cards = shoe.slice(0, COMMON_CARDS);
  const rest = shoe.slice(COMMON_CARDS);
  const dealer = rest.slice(0, 2);
  while (handTotal(dealer) < 17) dealer.push(rest[dealer.length]!);
  return { cards, dealer };
}

/**
 * A player's hand: the first two common cards and one more per hit (one only when doubled). It stops at the card
 * that reaches 21 or more — a hand cannot hit past 21 — and a natural takes no cards.
 */
export function liveBlackjackHand(cards: readonly string[], decision: LiveBlackjackDecision): string[] {
  const wanted = 2 + (decision.doubled ? 1 : Math.max(0, decision.hits));
  const hand = cards.slice(0, 2);
  while (hand.length < Math.min(wanted, cards.length) && handTotal(hand) < 21) hand.push(cards[hand.length]!);
  return hand;
}

/**
 * What a seat gets back, stake included (a doubled hand staked twice). A natural pays 3:2 (an odd stake's half
 * unit floored) and cannot be doubled, nor can a hand against a dealer natural — the dealer checks before anyone
 * decides — so a second stake placed anyway comes back.
 */
export function liveBlackjackReturn(
  stake: number,
  decision: LiveBlackjackDecision,
  result: { cards: readonly string[]; dealer: readonly string[] },
): number {
  const playerNatural = isNatural(result.cards.slice(0, 2));
  const dealerNatural = isNatural(result.dealer);
  const refund = decision.doubled ? stake : 0;
  if (playerNatural)
    return refund + (dealerNatural ? stake : stake + Math.floor(stake * BLACKJACK_RULES.blackjackPays));
  if (dealerNatural) return refund;
  const staked = decision.doubled ? stake * 2 : stake;
  const player = handTotal(liveBlackjackHand(result.cards, decision));
  if (player > 21) return 0;
  const dealer = handTotal(result.dealer);
  if (dealer > 21 || player > dealer) return staked * 2;
  return player === dealer ? staked : 0;
}

/**
 * How a seat's hand ended, told to its player with the payment: a natural that the dealer does not match is
 * `blackjack`; a dealer natural beats every other hand (whatever was drawn to it); then `bust`, `win`, `push`, `lose`
 * by totals. Matches `liveBlackjackReturn` (its tests hold the two together).
 */
export function liveBlackjackResult(
  decision: LiveBlackjackDecision,
  result: { cards: readonly string[]; dealer: readonly string[] },
): 'blackjack' | 'win' | 'push' | 'lose' | 'bust' {
  const dealerNatural = isNatural(result.dealer);
  if (isNatural(result.cards.slice(0, 2))) return dealerNatural ? 'push' : 'blackjack';
  if (dealerNatural) return 'lose';
  const player = handTotal(liveBlackjackHand(result.cards, decision));
  if (player > 21) return 'bust';
  const dealer = handTotal(result.dealer);
  if (dealer > 21 || player > dealer) return 'win';
  return player === dealer ? 'push' : 'lose';
}
