import type { TableResult } from '@playline/contract/casino';
import type { FrameContext } from '../context';
import { h } from '../dom';

type WheelResult = Extract<TableResult, { engine: 'live-wheel' }>;

/** The top slot's multiplier when it named the kind the wheel stopped on (the pay was multiplied), else null. */
export function boostHit(result: WheelResult): number | null {
  return result.boost && result.boost.segment === result.segment ? result.boost.multiplier : null;
}

/** A wheel segment as the board colours it; `large` for the round's result. */
export const segmentMark = (segment: WheelResult['segment'], large = false) =>
  h('span', { class: `ball segment s${segment}${large ? ' large' : ''}` }, segment);

/** A result in the history strip: its segment, badged with the multiplier when the top slot boosted it. */
export function historyMark(result: WheelResult) {
  const mark = segmentMark(result.segment);
  const multiplier = boostHit(result);
  if (multiplier) {
    mark.dataset.boost = `×${multiplier}`;
    mark.setAttribute('aria-label', `${result.segment} × ${multiplier}`);
  }
  return mark;
}

/**
 * The round's wheel result in the order the table draws it: the top slot's pick first, then the segment, then — when
 * the pick matched — the multiplied pay, so a boosted win never arrives without its reason. A result from before the
 * top slot (no `boost`) shows the segment alone, as it always did.
 */
export function wheelResultView(context: FrameContext, result: WheelResult) {
  const { t } = context;
  const { boost } = result;
  if (!boost) return h('div', { class: 'drawn-number' }, segmentMark(result.segment, true));
  const multiplier = boostHit(result);
  return h(
    'div',
    { class: `drawn-number wheel-result${multiplier ? ' boosted' : ''}` },
    // Label over pick, so the row stays one line on a phone even in Greek.
    h(
      'span',
      { class: `top-slot s${boost.segment}` },
      h('small', {}, t('Game.TopSlot')),
      ' ',
      h('b', {}, `${boost.segment} × ${boost.multiplier}`),
    ),
    segmentMark(result.segment, true),
    multiplier
      ? h('strong', { class: 'boost-pays' }, t('Game.BoostPays', { pays: Number(result.segment) * multiplier }))
      : null,
  );
}

/**
 * The settled round's line when the top slot multiplied this player's win ("10 × 3 — won €3.10"); null otherwise
 * (a loss, no top slot, a miss, or a result that is not this round's), and the table's usual line is said instead.
 */
export function boostedWinText(context: FrameContext, result: TableResult | null, win: number): string | null {
  if (win <= 0 || result?.engine !== 'live-wheel') return null;
  const multiplier = boostHit(result);
  // A wheel bet wins only on the segment it stopped on, so any win in a matched round is a multiplied one.
  if (!multiplier) return null;
  return context.t('Game.BoostedWin', { segment: result.segment, multiplier, amount: context.money(win) });
}
