import type { TableDecisionResult, TableHand, TableSettled, TableUpdate } from '@playline/contract/casino';
import type { FrameContext } from '../context';
import { fill, h } from '../dom';
import { hand, handTotal } from './cards';

/**
 * The player's own hand at a live blackjack table, which the table's messages (common cards, dealer) do not show:
 * the first two common cards once dealt, the server's hand after each decision, and at settlement the hand as paid
 * with how it ended. Shown only in a round the player has a bet in.
 */
export function createOwnHand(context: FrameContext) {
  const { t } = context;
  const element = h('section', { class: 'seat own-hand', hidden: true, 'aria-live': 'polite' });
  let roundId = 0;
  let cards: readonly string[] = [];
  let total = 0;
  let finished = false;
  /** Set once the server answered for the hand: later common cards belong to other players' hits. */
  let answered = false;
  let result: TableHand['result'] | null = null;

  function draw() {
    element.hidden = cards.length === 0;
    fill(
      element,
      h('h2', {}, t('Game.You'), h('span', { class: 'total' }, t('Game.Total', { total }))),
      hand(cards, undefined, 'small'),
      result && h('p', { class: `hand-result ${result}` }, t(`Game.Result.${result}`)),
    );
  }

  function reset() {
    roundId = 0;
    cards = [];
    finished = false;
    answered = false;
    result = null;
    draw();
  }

  return {
    element,
    /** The hand takes no more decisions: the server said so, or the first two cards are a natural. */
    finished: () => finished,
    /** A new round: nothing to show until the player bets in it. */
    reset,
    betPlaced(round: number) {
      reset();
      roundId = round;
    },
    /** The table's cards: the player's hand starts as the first two common cards. */
    table(update: TableUpdate) {
      if (update.roundId !== roundId || answered) return;
      const common = update.result?.engine === 'live-blackjack' ? update.result.cards : (update.dealt ?? []);
      if (common.length < 2) return;
      cards = common.slice(0, 2);
      total = handTotal(cards);
      // A natural takes no decisions (the server refuses them).
      finished = total >= 21;
      draw();
    },
    decided(answer: TableDecisionResult) {
      if (answer.roundId !== roundId) return;
      answered = true;
      ({ cards, total, finished } = answer);
      draw();
    },
    settled(message: TableSettled) {
      if (message.roundId !== roundId || !message.hand) return;
      answered = true;
      finished = true;
      ({ cards, total, result } = message.hand);
      draw();
    },
  };
}
