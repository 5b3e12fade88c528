import type { RouletteBet } from '@playline/contract/casino';
import type { FrameContext } from '../context';
import { fill, h } from '../dom';
import { betLabel, colourOf } from './roulette-bets';

const COLOUR_KEYS = { red: 'Game.Red', black: 'Game.Black', green: 'Game.Green' } as const;

/** The drawn number as a coloured ball with its colour in words (never colour alone). */
export function numberBall(context: FrameContext, number: number, large = false) {
  const colour = colourOf(number);
  return h(
    'span',
    { class: `ball ${colour}${large ? ' large' : ''}`, title: context.t(COLOUR_KEYS[colour]) },
    String(number),
  );
}

/** The last numbers drawn in this session (or at this table), latest first. */
export function createHistoryStrip(context: FrameContext) {
  const strip = h('ol', { class: 'history', 'aria-label': context.t('Game.LastNumbers') });
  return {
    element: strip,
    show(numbers: readonly number[]) {
      fill(strip, ...numbers.slice(0, 20).map((number) => h('li', {}, numberBall(context, number))));
    },
  };
}

/** A round's result: the number, its colour, and what each bet returned. */
export function renderRouletteResult(
  context: FrameContext,
  target: HTMLElement,
  number: number,
  bets: readonly RouletteBet[],
  returns: readonly number[],
) {
  const { t, money } = context;
  const colour = colourOf(number);
  fill(
    target,
    h(
      'div',
      { class: 'drawn-number' },
      numberBall(context, number, true),
      h('strong', {}, t('Game.Result', { number, color: t(COLOUR_KEYS[colour]) })),
    ),
    h(
      'ul',
      { class: 'returns' },
      ...bets.map((bet, index) => {
        const amount = returns[index] ?? 0;
        return h(
          'li',
          { class: amount > 0 ? 'won' : 'lost' },
          t('Game.BetReturned', { bet: betLabel(bet, t), amount: amount > 0 ? money(amount) : t('Game.Lost') }),
        );
      }),
    ),
  );
}
