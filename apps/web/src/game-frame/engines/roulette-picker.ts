import { h } from '../dom';
import type { Translate } from '../texts';
import type { Spot } from './roulette-bets';
import {
  anchoredNumbers,
  INSIDE_KINDS,
  type InsideKind,
  type Placement,
  splitNeighbours,
  splitNumbers,
} from './roulette-inside';

export interface InsidePicker {
  /** The bet-type buttons and the line under them saying what a tap does now, or why the last tap did nothing. */
  element: HTMLElement;
  /** A tap on a number: the spot to put a chip on, or null (a split's first number, or a refusal, explained). */
  tap(number: number): Spot | null;
  /** A split's first number, waiting for its neighbour. */
  pending(): number | null;
  /** Forgets a split's first number (the board was cleared). */
  reset(): void;
  setDisabled(disabled: boolean): void;
}

/**
 * The bet-type selector above the roulette board (Straight / Split / Street / Corner / Line): the kind chosen
 * stays until another is chosen, so several splits are several taps; `roulette-inside.ts` holds the rules.
 * `onChange` runs when the kind changes; the board redraws itself after every tap it passes on.
 */
export function createInsidePicker(t: Translate, onChange: () => void): InsidePicker {
  let kind: InsideKind = 'straight';
  let first: number | null = null;
  const hint = h('p', { class: 'hint', 'aria-live': 'polite' });
  const show = (text: string, tone: 'info' | 'error' = 'info') => {
    hint.textContent = text;
    hint.dataset.tone = tone;
  };
  const showRule = () =>
    first === null
      ? show(t(`Game.Hint.${kind}`))
      : show(t('Game.Hint.splitFrom', { number: first, options: splitNeighbours(first).join(', ') }));

  const bar = h('div', { class: 'kinds', role: 'radiogroup', 'aria-label': t('Game.BetKind') });
  const buttons = INSIDE_KINDS.map((value) => {
    const button = h('button', { type: 'button', class: 'chip', role: 'radio' }, t(`Game.Kind.${value}`));
    button.addEventListener('click', () => {
      kind = value;
      first = null;
      refresh();
      onChange();
    });
    bar.append(button);
    return { value, button };
  });

  function refresh() {
    for (const { value, button } of buttons) button.setAttribute('aria-checked', String(value === kind));
    showRule();
  }

  const placed = (placement: Placement): Spot | null => {
    if ('refusal' in placement) {
      show(t(placement.refusal.key, placement.refusal.values), 'error');
      return null;
    }
    showRule();
    const { numbers } = placement;
    return kind === 'straight' ? { kind, number: numbers[0] ?? 0 } : { kind, numbers };
  };

  refresh();
  return {
    element: h('div', { class: 'picker' }, bar, hint),
    tap(number) {
      if (kind !== 'split') return placed(anchoredNumbers(kind, number));
      if (first === null || first === number) {
        // The first number of a split, or the same one again to let go of it.
        first = first === null ? number : null;
        showRule();
        return null;
      }
      const placement = splitNumbers(first, number);
      // A refused second number keeps the first: the player only has to tap one of its neighbours next.
      if ('numbers' in placement) first = null;
      return placed(placement);
    },
    pending: () => first,
    reset() {
      first = null;
      showRule();
    },
    setDisabled(disabled) {
      for (const { button } of buttons) button.disabled = disabled;
    },
  };
}
