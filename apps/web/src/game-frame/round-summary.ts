import type { FrameContext } from './context';

/**
 * What a round paid, said honestly: a return smaller than the stake is not called a win (it is money back), and
 * nothing back is said as such.
 */
export function sayRoundSummary(context: FrameContext, stake: number, win: number) {
  const { t, money } = context;
  if (win > stake) context.say(t('Game.Win', { amount: money(win) }), 'win');
  else if (win > 0) context.say(t('Game.PaidBack', { amount: money(win), stake: money(stake) }));
  else context.say(t('Game.NoWin'));
}
