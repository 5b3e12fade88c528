import type { WheelSegment } from '@playline/contract/casino';
import type { FrameContext } from '../context';
import { h } from '../dom';
import { gameStakePicker } from '../stake';

/** The wheel's segments (kept here as values: the contract's list lives beside zod, which the frame does not load). */
export const SEGMENTS: readonly WheelSegment[] = ['1', '2', '5', '10', '20', '40'];

export interface WheelChip {
  segment: WheelSegment;
  stake: number;
}

/** The request's bets: one per segment, the chips on it added up, in the order segments were first played. */
export function wheelBets(chips: readonly WheelChip[]): WheelChip[] {
  const bySegment = new Map<WheelSegment, number>();
  for (const chip of chips) bySegment.set(chip.segment, (bySegment.get(chip.segment) ?? 0) + chip.stake);
  return [...bySegment].map(([segment, stake]) => ({ segment, stake }));
}

/** The money wheel's board: a stake, then a tap on a segment (it pays its number to one) adds it there. */
export function createWheelBoard(context: FrameContext, onChange: (total: number) => void) {
  const { t, money } = context;
  let chips: WheelChip[] = [];
  let disabled = false;
  const stake = gameStakePicker(context);
  const buttons = SEGMENTS.map((segment) => {
    const button = h('button', { type: 'button', class: `spot segment s${segment}` }, `${segment}:1`);
    button.addEventListener('click', () => {
      chips.push({ segment, stake: stake.value });
      render();
    });
    return { segment, button };
  });
  const undo = h(
    'button',
    {
      type: 'button',
      class: 'secondary',
      onclick: () => {
        chips.pop();
        render();
      },
    },
    t('Game.Undo'),
  );
  const total = () => chips.reduce((sum, chip) => sum + chip.stake, 0);
  function render() {
    const stakes = new Map(wheelBets(chips).map((bet) => [bet.segment, bet.stake]));
    for (const { segment, button } of buttons) {
      const placed = stakes.get(segment);
      button.dataset.chip = placed ? money(placed) : '';
      button.disabled = disabled;
    }
    undo.disabled = disabled || chips.length === 0;
    stake.setDisabled(disabled);
    onChange(total());
  }
  render();
  return {
    element: h(
      'div',
      { class: 'wheel-board' },
      h('div', { class: 'segments' }, ...buttons.map((b) => b.button)),
      h('div', { class: 'controls' }, stake.element, undo),
    ),
    bets: () => wheelBets(chips),
    total,
    clear() {
      chips = [];
      render();
    },
    setDisabled(next: boolean) {
      disabled = next;
      render();
    },
  };
}
