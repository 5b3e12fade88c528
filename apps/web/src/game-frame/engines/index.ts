import type { FrameContext } from '../context';
import { h } from '../dom';
import { startBlackjack } from './blackjack';
import { startCrash } from './crash';
import { startRoulette } from './roulette';
import { startSlot } from './slot';
import { startTable } from './table';

/** Draws the session's engine into `stage`; each engine reads its own config from the session. */
export function startEngine(context: FrameContext, stage: HTMLElement) {
  const { config } = context.session;
  switch (config.engine) {
    case 'slot':
      return startSlot(context, stage, config);
    case 'roulette':
      return startRoulette(context, stage);
    case 'blackjack':
      return startBlackjack(context, stage);
    case 'crash':
      return startCrash(context, stage, config.maxCashOutAt);
    case 'live-roulette':
    case 'live-wheel':
    case 'live-blackjack':
      return startTable(context, stage, config);
    default:
      // Virtual football is bet on through the sports slip, not in a frame.
      stage.append(h('p', { class: 'failure' }, context.t('Game.Unsupported')));
  }
}
