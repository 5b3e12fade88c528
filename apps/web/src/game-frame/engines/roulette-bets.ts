import type { RouletteBet } from '@playline/contract/casino';
import type { TextKey, Translate } from '../texts';
import type { InsideKind } from './roulette-inside';

/**
 * A place on the board a chip can go: a number, two to six numbers together (as `roulette-inside.ts` maps them,
 * ascending), a dozen, a column, or an even-money bet.
 */
export type Spot =
  | { kind: 'straight'; number: number }
  | { kind: Exclude<InsideKind, 'straight'>; numbers: number[] }
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
  if ('numbers' in spot) return `${spot.kind}:${spot.numbers.join('-')}`;
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
    if ('numbers' in spot) return { kind: spot.kind, numbers: spot.numbers, stake };
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

/** How an inside bet's numbers read: a run for a street or a line (4–6, 4–9), each number for a split or a corner. */
function numbersText(kind: InsideKind, numbers: readonly number[]): string {
  if (kind === 'street' || kind === 'line') return `${numbers[0]}–${numbers[numbers.length - 1]}`;
  return numbers.join('/');
}

/** What a bet is called in the bet list and the round's breakdown: "Number 7", "Split 5/8", "Red". */
export function betLabel(bet: RouletteBet, t: Translate): string {
  if ('numbers' in bet) {
    if (bet.kind === 'straight') return t('Game.Straight', { number: bet.numbers[0] ?? 0 });
    return t('Game.InsideBet', { kind: t(`Game.Kind.${bet.kind}`), numbers: numbersText(bet.kind, bet.numbers) });
  }
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
