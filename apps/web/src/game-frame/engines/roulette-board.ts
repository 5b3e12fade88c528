import type { RouletteBet } from '@playline/contract/casino';
import type { FrameContext } from '../context';
import { fill, h } from '../dom';
import { stakeSteps } from '../stake';
import { betLabel, buildBets, type Chip, colourOf, type Spot, spotKey, spotLabel } from './roulette-bets';
import { chipArea, numberCell } from './roulette-grid';
import { createInsidePicker } from './roulette-picker';

export interface RouletteBoard {
  element: HTMLElement;
  bets(): RouletteBet[];
  total(): number;
  clear(): void;
  setDisabled(disabled: boolean): void;
  /** Rings the drawn number on the board. */
  mark(number: number | null): void;
}

/** Up to five chip values spread over the game's stake steps. */
function chipValues(min: number, max: number): number[] {
  const steps = stakeSteps(min, max);
  if (steps.length <= 5) return steps;
  return [0, 1, 2, 3, 4].map((i) => steps[Math.round((i * (steps.length - 1)) / 4)] ?? min);
}

const OUTSIDE: Spot[] = [
  { kind: 'low' },
  { kind: 'even' },
  { kind: 'red' },
  { kind: 'black' },
  { kind: 'odd' },
  { kind: 'high' },
];

/**
 * The roulette board in its upright phone layout: the bet-type selector on top, then 0, 1–36 three to a row, the
 * dozens and even-money bets down the left, the columns' 2:1 underneath; chip values, undo, clear and the bets
 * placed below. Splits, streets, corners and lines are placed by choosing their kind and tapping numbers (the
 * lines between numbers are too small for a finger), as `roulette-inside.ts` describes; their chips are drawn
 * where a dealer would put them, on the lines.
 */
export function createRouletteBoard(context: FrameContext, onChange: (total: number) => void): RouletteBoard {
  const { t, money, session } = context;
  const values = chipValues(session.game.minStake, session.game.maxStake);
  let chip = values[0] ?? session.game.minStake;
  let chips: Chip[] = [];
  const spots = new Map<string, HTMLButtonElement>();
  let disabled = false;
  const picker = createInsidePicker(t, () => render());

  const spotButton = (spot: Spot, extra: string, style = '') => {
    const button = h('button', { type: 'button', class: `spot ${extra}`, style }, spotLabel(spot, t));
    button.addEventListener('click', () => {
      // A number is the anchor of whichever kind of bet is chosen; the outside bets are what they say.
      const placed = spot.kind === 'straight' ? picker.tap(spot.number) : spot;
      if (placed) chips.push({ spot: placed, stake: chip });
      render();
    });
    spots.set(spotKey(spot), button);
    return button;
  };

  const grid = h('div', { class: 'board' });
  for (let number = 0; number <= 36; number += 1) {
    const { column, row, span } = numberCell(number);
    const style = `grid-column:${column}/${column + span};grid-row:${row}`;
    grid.append(spotButton({ kind: 'straight', number }, colourOf(number), style));
  }
  ([1, 2, 3] as const).forEach((index) => {
    const top = (index - 1) * 4 + 2;
    grid.append(spotButton({ kind: 'dozen', index }, 'outside', `grid-column:2;grid-row:${top}/${top + 4}`));
    grid.append(spotButton({ kind: 'column', index }, 'outside', `grid-column:${index + 2};grid-row:14`));
  });
  OUTSIDE.forEach((spot, index) => {
    const top = index * 2 + 2;
    grid.append(spotButton(spot, `outside ${spot.kind}`, `grid-column:1;grid-row:${top}/${top + 2}`));
  });
  /** The chips of bets on several numbers, drawn over the grid (taps go through them to the numbers). */
  let insideChips: HTMLElement[] = [];
  const betList = h('ul', { class: 'bet-list', 'aria-label': t('Game.YourBets') });

  const chipBar = h('div', { class: 'chips', role: 'radiogroup', 'aria-label': t('Game.Stake') });
  const chipButtons = values.map((value) => {
    const button = h(
      'button',
      { type: 'button', class: 'chip', role: 'radio', 'aria-label': t('Game.Chip', { amount: money(value) }) },
      money(value),
    );
    button.addEventListener('click', () => {
      chip = value;
      render();
    });
    chipBar.append(button);
    return { value, button };
  });
  const undo = h('button', { type: 'button', class: 'secondary' }, t('Game.Undo'));
  const clearButton = h('button', { type: 'button', class: 'secondary' }, t('Game.Clear'));
  undo.addEventListener('click', () => {
    chips.pop();
    render();
  });
  clearButton.addEventListener('click', () => {
    chips = [];
    render();
  });
  const totalText = h('output', { class: 'total' });

  function render() {
    const stakes = new Map<string, number>();
    for (const placed of chips)
      stakes.set(spotKey(placed.spot), (stakes.get(spotKey(placed.spot)) ?? 0) + placed.stake);
    const pending = picker.pending();
    for (const [key, button] of spots) {
      const stake = stakes.get(key);
      button.dataset.chip = stake ? money(stake) : '';
      button.disabled = disabled;
      button.classList.toggle('pending', pending !== null && key === `n${pending}`);
    }
    for (const marker of insideChips) marker.remove();
    insideChips = bets().flatMap((bet) => {
      if (!('numbers' in bet) || bet.kind === 'straight') return [];
      const area = chipArea(bet.kind, bet.numbers);
      const style = `grid-column:${area.column};grid-row:${area.row}`;
      return [
        h('span', { class: `inside-chip ${area.edge}`, style, 'aria-hidden': 'true' }, h('span', {}, money(bet.stake))),
      ];
    });
    grid.append(...insideChips);
    fill(betList, ...bets().map((bet) => h('li', {}, `${betLabel(bet, t)} · ${money(bet.stake)}`)));
    picker.setDisabled(disabled);
    for (const { value, button } of chipButtons) {
      button.setAttribute('aria-checked', String(value === chip));
      button.disabled = disabled;
    }
    undo.disabled = disabled || chips.length === 0;
    clearButton.disabled = disabled || chips.length === 0;
    const total = chips.reduce((sum, placed) => sum + placed.stake, 0);
    totalText.textContent = total > 0 ? t('Game.TotalBet', { amount: money(total) }) : t('Game.PlaceChips');
    onChange(total);
  }

  const bets = () => buildBets(chips);
  const element = h(
    'div',
    { class: 'roulette' },
    picker.element,
    grid,
    chipBar,
    h('div', { class: 'row' }, totalText, undo, clearButton),
    betList,
  );
  render();
  return {
    element,
    bets,
    total: () => chips.reduce((sum, placed) => sum + placed.stake, 0),
    clear() {
      chips = [];
      picker.reset();
      render();
    },
    setDisabled(next) {
      disabled = next;
      render();
    },
    mark(number) {
      for (const [key, button] of spots) button.classList.toggle('drawn', number !== null && key === `n${number}`);
    },
  };
}
