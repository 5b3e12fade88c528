import type { FrameContext } from './context';
import { h } from './dom';

/**
 * The stakes a player steps through: 1-2-5 steps of each power of ten between the game's minimum and maximum,
 * both ends included, so a tap never lands on an odd amount or outside the game's limits; only multiples of `unit`
 * (a slot's stake is whole cents per line).
 */
export function stakeSteps(min: number, max: number, unit = 1): number[] {
  const steps = new Set<number>([min]);
  for (let power = 1; power <= max; power *= 10) {
    for (const factor of [1, 2, 5]) {
      const value = power * factor;
      if (value > min && value < max && value % unit === 0) steps.add(value);
    }
  }
  steps.add(max);
  return [...steps].sort((a, b) => a - b);
}

export interface StakePicker {
  element: HTMLElement;
  readonly value: number;
  setDisabled(disabled: boolean): void;
}

interface StakePickerOptions {
  min: number;
  max: number;
  label: string;
  downLabel: string;
  upLabel: string;
  format: (minor: number) => string;
  /** Where it starts: the smallest step at or above this (the game's minimum by default). */
  initial?: number;
  /** Every stake is a multiple of this (a slot's line count). */
  unit?: number;
  onChange?: (value: number) => void;
}

/** A − amount + control over `stakeSteps`; 44 px targets. */
export function createStakePicker(options: StakePickerOptions): StakePicker {
  const steps = stakeSteps(options.min, options.max, options.unit);
  let index = Math.max(
    0,
    steps.findIndex((step) => step >= (options.initial ?? options.min)),
  );
  const amount = h('output', { class: 'stake-amount', 'aria-live': 'polite' });
  const down = h('button', { type: 'button', class: 'round-button', 'aria-label': options.downLabel }, '−');
  const up = h('button', { type: 'button', class: 'round-button', 'aria-label': options.upLabel }, '+');
  let disabled = false;
  const render = () => {
    amount.textContent = options.format(steps[index] ?? options.min);
    down.disabled = disabled || index === 0;
    up.disabled = disabled || index === steps.length - 1;
  };
  const move = (by: number) => {
    index = Math.min(steps.length - 1, Math.max(0, index + by));
    render();
    options.onChange?.(steps[index] ?? options.min);
  };
  down.addEventListener('click', () => move(-1));
  up.addEventListener('click', () => move(1));
  render();
  const element = h(
    'div',
    { class: 'stake', role: 'group', 'aria-label': options.label },
    h('span', { class: 'stake-label' }, options.label),
    down,
    amount,
    up,
  );
  return {
    element,
    get value() {
      return steps[index] ?? options.min;
    },
    setDisabled(next) {
      disabled = next;
      render();
    },
  };
}

/** The stake control of a game: its limits from the session, its labels and money format from the frame. */
export function gameStakePicker(
  { t, money, session }: Pick<FrameContext, 't' | 'money' | 'session'>,
  extra: Pick<StakePickerOptions, 'unit' | 'onChange'> = {},
): StakePicker {
  return createStakePicker({
    min: session.game.minStake,
    max: session.game.maxStake,
    label: t('Game.Stake'),
    downLabel: t('Game.StakeDown'),
    upLabel: t('Game.StakeUp'),
    format: money,
    ...extra,
  });
}
