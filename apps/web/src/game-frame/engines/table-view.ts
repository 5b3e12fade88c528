import type { TableResult, TableUpdate } from '@playline/contract/casino';
import type { FrameContext } from '../context';
import { fill, h } from '../dom';
import { hand } from './cards';
import { numberBall } from './roulette-result';
import { historyMark, wheelResultView } from './wheel-result';

/** One result as a small history mark: the number's ball, the wheel's segment (and boost), or the dealer's total. */
export function resultMark(context: FrameContext, result: TableResult) {
  if (result.engine === 'live-roulette') return numberBall(context, result.number);
  if (result.engine === 'live-wheel') return historyMark(result);
  return h('span', { class: 'ball dealer-total' }, String(result.dealerTotal));
}

/**
 * The round's result in full: the ball large, the segment large (after the top slot's pick), or the dealer's hand
 * with the common cards.
 */
export function renderTableResult(context: FrameContext, target: HTMLElement, result: TableResult | null) {
  const { t } = context;
  if (!result) return fill(target);
  if (result.engine === 'live-blackjack') {
    return fill(
      target,
      h(
        'section',
        { class: 'seat' },
        h('h2', {}, t('Game.Dealer'), h('span', { class: 'total' }, t('Game.Total', { total: result.dealerTotal }))),
        hand(result.dealer),
      ),
      h('section', { class: 'seat' }, h('h2', {}, t('Game.Cards')), hand(result.cards, undefined, 'small')),
    );
  }
  if (result.engine === 'live-wheel') return fill(target, wheelResultView(context, result));
  const mark = resultMark(context, result);
  mark.classList.add('large');
  fill(target, h('div', { class: 'drawn-number' }, mark));
}

/** The live blackjack common cards dealt so far, while players decide. */
export function renderDealt(context: FrameContext, target: HTMLElement, state: TableUpdate) {
  if (state.engine !== 'live-blackjack' || !state.dealt?.length) return;
  fill(
    target,
    h('section', { class: 'seat' }, h('h2', {}, context.t('Game.Cards')), hand(state.dealt, undefined, 'small')),
  );
}
