import type { RouletteBet } from '@playline/contract/casino';
import type { TextKey, Translate } from '../texts';

/** A place on the board a chip can go: a number, a dozen, a column, or an even-money bet. */
export type Spot =
  | { kind: 'straight'; number: number }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3 }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };

export interface Chip {
  spot: Spot;
  stake: number;
}

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
export const colourOf = (number: number) => (number === 0 ? 'green' : RED_NUMBERS.has(number) ? 'red' : 'black');

export function spotKey(spot: Spot): string {
  if (spot.kind === 'straight') return `n${spot.number}`;
  if (spot.kind === 'dozen' || spot.kind === 'column') return `${spot.kind}${spot.index}`;
  return spot.kind;
}

/**
 * The request's bets from the chips placed, one bet per spot (chips on the same spot add up), in the order the
 * spots were first played: the server's `returns` come back in that order.
 */
export function buildBets(chips: readonly Chip[]): RouletteBet[] {
  const bySpot = new Map<string, { spot: Spot; stake: number }>();
  for (const chip of chips) {
    const key = spotKey(chip.spot);
    const entry = bySpot.get(key);
    if (entry) entry.stake += chip.stake;
    else bySpot.set(key, { spot: chip.spot, stake: chip.stake });
  }
  return [...bySpot.values()].map(({ spot, stake }): RouletteBet => {
    if (spot.kind === 'straight') return { kind: 'straight', numbers: [spot.number], stake };
    if (spot.kind === 'dozen' || spot.kind === 'column') return { kind: spot.kind, index: spot.index, stake };
    return { kind: spot.kind, stake };
  });
}

const EVEN_LABELS: Record<string, TextKey> = {
  red: 'Game.Red',
  black: 'Game.Black',
  odd: 'Game.Odd',
  even: 'Game.Even',
  low: 'Game.Low',
  high: 'Game.High',
};
const DOZEN_LABELS: TextKey[] = ['Game.Dozen1', 'Game.Dozen2', 'Game.Dozen3'];

/** What a bet is called in the round's breakdown. */
export function betLabel(bet: RouletteBet, t: Translate): string {
  if ('numbers' in bet)
    return bet.numbers.length === 1 ? t('Game.Straight', { number: bet.numbers[0] ?? 0 }) : bet.numbers.join('/');
  if (bet.kind === 'dozen') return t(DOZEN_LABELS[bet.index - 1] ?? 'Game.Dozen1');
  if (bet.kind === 'column') return t('Game.ColumnName', { index: bet.index });
  return t(EVEN_LABELS[bet.kind] ?? 'Game.Red');
}

export const spotLabel = (spot: Spot, t: Translate) =>
  spot.kind === 'straight'
    ? String(spot.number)
    : spot.kind === 'column'
      ? t('Game.Column')
      : betLabel(buildBets([{ spot, stake: 1 }])[0] as RouletteBet, t);
