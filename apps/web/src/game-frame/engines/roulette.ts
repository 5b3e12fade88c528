import type { FrameContext } from '../context';
import { h } from '../dom';
import { sayRoundSummary } from '../round-summary';
import { createRouletteBoard } from './roulette-board';
import { createHistoryStrip, renderRouletteResult } from './roulette-result';
import { createRouletteWheel } from './roulette-wheel';

/**
 * Single-player roulette: chips on the board, Spin, the wheel turning to the server's number, then the number,
 * what each bet returned, and the history.
 */
export function startRoulette(context: FrameContext, stage: HTMLElement) {
  const { t } = context;
  const history: number[] = [];
  const strip = createHistoryStrip(context);
  const wheel = createRouletteWheel();
  const result = h('div', { class: 'result', 'aria-live': 'polite' });
  const spin = h('button', { type: 'button', class: 'primary play' }, t('Game.Spin'));
  const board = createRouletteBoard(context, (total) => {
    spin.disabled = total === 0;
  });

  spin.addEventListener('click', async () => {
    const bets = board.bets();
    const total = board.total();
    spin.disabled = true;
    board.setDisabled(true);
    board.mark(null);
    context.say('');
    result.classList.add('waiting');
    const answer = await context.play({ engine: 'roulette', bets }, total);
    // The wheel turns to the number the server drew (already settled); the result is shown once it rests.
    if (answer?.outcome.engine === 'roulette') await wheel.spinTo(answer.outcome.number);
    result.classList.remove('waiting');
    if (answer?.outcome.engine === 'roulette') {
      const { number, returns } = answer.outcome;
      renderRouletteResult(context, result, number, bets, returns);
      board.mark(number);
      history.unshift(number);
      strip.show(history);
      sayRoundSummary(context, answer.stake, answer.win);
    }
    board.setDisabled(false);
    spin.disabled = board.total() === 0;
  });

  stage.append(
    wheel.element,
    h('div', { class: 'top-row' }, result, strip.element),
    board.element,
    context.status,
    h('div', { class: 'controls' }, spin),
  );
}
