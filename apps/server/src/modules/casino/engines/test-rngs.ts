import { DECK } from './cards';
import type { Rng } from './types';

/**
 * Test-only random sources that make an engine produce a chosen result through its real code path.
 * `scriptedRng` answers the given values in turn; `cardsRng` makes a shoe deal the given cards first.
 */
export function scriptedRng(values: readonly number[]): Rng {
  let next = 0;
  return {
    int(maxExclusive) {
      const value = values[next++];
      if (value === undefined) throw new Error('the script ran out of values');
      if (value < 0 || value >= maxExclusive) throw new Error(`scripted ${value} is outside [0, ${maxExclusive})`);
      return value;
    },
  };
}

/** Follows `shuffledShoe`'s swaps on its own copy of the shoe and answers the offset that brings each wanted card up. */
export function cardsRng(wanted: readonly string[], decks = 6): Rng {
  const shoe: string[] = [];
  for (let d = 0; d < decks; d++) shoe.push(...DECK);
  let position = 0;
  return {
    int(maxExclusive) {
      if (maxExclusive !== shoe.length - position) throw new Error('cardsRng is out of step with the shuffle');
      const card = wanted[position];
      const found = card === undefined ? position : shoe.indexOf(card, position);
      if (found < 0) throw new Error(`no ${card} left in the shoe`);
      [shoe[position], shoe[found]] = [shoe[found]!, shoe[position]!];
      position++;
      return found - (position - 1);
    },
  };
}
