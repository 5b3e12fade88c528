import type { TableDecisionResult, TableHand, TableSettled, TableUpdate } from '@playline/contract/casino';
import type { FrameContext } from '../context';
import { fill, h } from '../dom';
import { hand, handTotal } from './cards';

/**
 * The player's own hand at a live blackjack table, which the table's messages (common cards, dealer) do not show:
 * the first two common cards once dealt, each card it asked for once the table shows it (decision 018: every seat
 * decides a step before its card is shown), and at settlement the hand as paid with how it ended. Shown only in a round the player has a bet in.
 */
export function createOwnHand(context: FrameContext) {
  const { t } = context;
  const element = h('section', { class: 'seat own-hand', hidden: true, 'aria-live': 'polite' });
  let roundId = 0;
  let cards: readonly string[] = [];
  let total = 0;
  let finished = false;
  /** Set once the server answered for the hand. */
  let answered = false;
  /** A card was asked for: it comes as the next common card once every seat has decided the step. */
  let waiting = false;
  /** Cards the hand holds once what it asked for is shown. */
  let wanted = 2;
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
    waiting = false;
    wanted = 2;
    result = null;
    draw();
  }

  return {
    element,
    /** The hand takes no decision now: it is over, or waits for the card it asked for. */
    finished: () => finished || waiting,
    /** A new round: nothing to show until the player bets in it. */
    reset,
    betPlaced(round: number) {
      reset();
      roundId = round;
    },
    /** The table's cards: the player's hand starts as the first two common cards. */
    /**
     * The table's cards: the hand starts as the first two common cards and takes the next one it asked for when the
     * step completes. A common card shown while this seat had still to decide means the step's time ran out: the
     * hand stands (the server refuses later decisions).
     */
    table(update: TableUpdate) {
      if (update.roundId !== roundId) return;
      const over = update.result?.engine === 'live-blackjack';
      const common = update.result?.engine === 'live-blackjack' ? update.result.cards : (update.dealt ?? []);
      if (common.length < 2) return;
      if (!answered) cards = common.slice(0, 2);
      if (waiting && common.length >= wanted) {
        cards = common.slice(0, wanted);
        waiting = false;
      } else if (!waiting && !over && common.length > cards.length) {
        finished = true;
      }
      total = handTotal(cards);
      // A natural or 21 takes no decisions (the server refuses them).
      finished = finished || total >= 21;
      draw();
    },
    decided(answer: TableDecisionResult) {
      if (answer.roundId !== roundId) return;
      answered = true;
      ({ cards, total, finished } = answer);
      waiting = answer.waiting ?? false;
      wanted = cards.length + (waiting ? 1 : 0);
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
