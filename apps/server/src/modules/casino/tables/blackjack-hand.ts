import type { TableHand } from '@playline/contract/casino';
import { handTotal, liveBlackjackHand, liveBlackjackResult, liveBlackjackReturn } from '../engines/live-blackjack';

/**
 * A seat's hand at a live blackjack table, on the engine's common cards: the bet's stake and the decisions taken
 * so far (stored with the bet; `stood` ends the decisions without a card).
 */
export interface HandPlay {
  stake: number;
  hits: number;
  doubled: boolean;
  stood: boolean;
}

export const playerCards = (cards: readonly string[], play: HandPlay): string[] => liveBlackjackHand(cards, play);

/** What the hand pays back, stake included. */
export const handReturn = (result: { cards: readonly string[]; dealer: readonly string[] }, play: HandPlay): number =>
  liveBlackjackReturn(play.stake, play, result);

/** The hand as its player is told at settlement: its cards, total and how it ended. */
export function settledHand(
  result: { cards: readonly string[]; dealer: readonly string[] },
  play: HandPlay,
): TableHand {
  const cards = playerCards(result.cards, play);
  return { cards, total: handTotal(cards), result: liveBlackjackResult(play, result) };
}
