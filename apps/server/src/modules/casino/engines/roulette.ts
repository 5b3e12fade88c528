import type { rouletteOutcomeSchema } from '@playline/contract/casino';
import type * as z from 'zod';
import { rouletteColor } from './roulette-layout';
import type { InstantPlay, Rng, RouletteBet } from './types';

export { checkRouletteBets, rouletteColor } from './roulette-layout';

export type RouletteOutcome = z.infer<typeof rouletteOutcomeSchema>;

/** European single zero: 37 pockets, every bet returns 36/37 of its stake on average (97.30%). */
export const ROULETTE_POCKETS = 37;

/** What a winning bet returns, stake included. */
const INSIDE_RETURNS = { straight: 36, split: 18, street: 12, corner: 9, line: 6 } as const;

function wins(bet: RouletteBet, n: number): boolean {
  if ('numbers' in bet) return bet.numbers.includes(n);
  if (n === 0) return false; // 0 loses every outside bet (no la partage)
  switch (bet.kind) {
    case 'dozen':
      return Math.ceil(n / 12) === bet.index;
    case 'column':
      return ((n - 1) % 3) + 1 === bet.index;
    case 'red':
    case 'black':
      return rouletteColor(n) === bet.kind;
    case 'odd':
      return n % 2 === 1;
    case 'even':
      return n % 2 === 0;
    case 'low':
      return n <= 18;
    case 'high':
      return n >= 19;
  }
}

const returnMultiple = (bet: RouletteBet): number =>
  'numbers' in bet ? INSIDE_RETURNS[bet.kind] : bet.kind === 'dozen' || bet.kind === 'column' ? 3 : 2;

/** Each bet's return (stake included; 0 when it loses) when the ball lands on `number`, in the bets' order. */
export function rouletteReturns(bets: readonly RouletteBet[], number: number): number[] {
  return bets.map((bet) => (wins(bet, number) ? bet.stake * returnMultiple(bet) : 0));
}

/** Spins the wheel for bets already checked with `checkRouletteBets`. */
export function spinRoulette(bets: readonly RouletteBet[], rng: Rng): InstantPlay<RouletteOutcome> {
  const number = rng.int(ROULETTE_POCKETS);
  const returns = rouletteReturns(bets, number);
  return {
    win: returns.reduce((sum, amount) => sum + amount, 0),
    outcome: { engine: 'roulette', number, color: rouletteColor(number), returns },
  };
}
