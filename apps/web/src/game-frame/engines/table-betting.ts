import type { TableBetRequest } from '@playline/contract/casino';
import type { FrameContext } from '../context';
import { gameStakePicker } from '../stake';
import { createRouletteBoard } from './roulette-board';
import { createWheelBoard } from './wheel-board';

type TableEngine = TableBetRequest['bet']['engine'];

/** One table's betting controls, whatever the engine: the bet they describe, its total, and locking. */
export interface TableBetting {
  element: HTMLElement;
  bet(): TableBetRequest['bet'] | null;
  total(): number;
  clear(): void;
  setDisabled(disabled: boolean): void;
  /** Rings a drawn roulette number on the board (other boards have nothing to ring). */
  mark?(number: number | null): void;
}

export function createTableBetting(
  context: FrameContext,
  engine: TableEngine,
  onChange: (total: number) => void,
): TableBetting {
  if (engine === 'live-roulette') {
    const board = createRouletteBoard(context, onChange);
    return { ...board, bet: () => (board.total() > 0 ? { engine, bets: board.bets() } : null) };
  }
  if (engine === 'live-wheel') {
    const board = createWheelBoard(context, onChange);
    return { ...board, bet: () => (board.total() > 0 ? { engine, bets: board.bets() } : null) };
  }
  // Live blackjack: one hand per round, its stake.
  const stake = gameStakePicker(context, { onChange });
  queueMicrotask(() => onChange(stake.value));
  return {
    element: stake.element,
    bet: () => ({ engine, stake: stake.value }),
    total: () => stake.value,
    clear: () => undefined,
    setDisabled: stake.setDisabled,
  };
}
