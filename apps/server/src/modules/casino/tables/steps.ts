import { handTotal, liveBlackjackHand } from '../engines/live-blackjack';
import type { HandPlay } from './blackjack-hand';

/**
 * Live blackjack is played in steps, as real infinite blackjack is (decision 018). Every seat shares one card
 * sequence; `revealed` common cards are shown. In a step each seat still playing decides — hit, double or stand —
 * and the next common card is shown only once no seat that could still draw it is undecided (or the step's time is
 * up: a seat that did not decide stands). So no card is seen by anyone while a seat that might draw it still has a
 * choice to make, whoever holds the seats and whatever they tell each other.
 */

/** How long a step waits for seats that have not decided before their hands stand and the card is shown. */
export const BLACKJACK_STEP_MS = 6_000;

export type SeatStatus =
  /** Its hand takes no more decisions: stood (or stood by the table moving on), doubled, 21 or bust. */
  | 'finished'
  /** Asked for the next card, which is shown once the step is complete. */
  | 'waiting'
  /** Has still to decide in this step. */
  | 'deciding';

/** The seat's hand as far as the shown cards go. */
export const shownHand = (cards: readonly string[], play: HandPlay, revealed: number): string[] =>
  liveBlackjackHand(cards.slice(0, revealed), play);

export function seatStatus(cards: readonly string[], play: HandPlay, revealed: number): SeatStatus {
  const hand = shownHand(cards, play, revealed);
  // A card asked for before it was shown: the hand has drawn fewer cards than it wants.
  if (2 + play.hits > hand.length && handTotal(hand) < 21) return 'waiting';
  if (play.stood || play.doubled || handTotal(hand) >= 21) return 'finished';
  // The table showed a card this seat did not ask for in time: its hand stands where it was.
  if (2 + play.hits < revealed) return 'finished';
  return 'deciding';
}

/**
 * Whether the next common card may be shown now: some seat asked for it and, unless `overdue` (the step's time is
 * up), no seat is still deciding.
 */
export function nextCardDue(cards: readonly string[], plays: readonly HandPlay[], revealed: number, overdue: boolean) {
  if (revealed >= cards.length) return false;
  const statuses = plays.map((play) => seatStatus(cards, play, revealed));
  if (!statuses.includes('waiting')) return false;
  return overdue || !statuses.includes('deciding');
}
