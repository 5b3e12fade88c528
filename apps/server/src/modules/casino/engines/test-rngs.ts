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

/**
 * Follows `shuffledShoe`'s swaps on its own copy of the shoe and answers the draw that brings each wanted card up
 * next (a draw packs several picks in mixed radix, as the shuffle reads them); after `wanted` it picks the top.
 */
export function cardsRng(wanted: readonly string[], decks = 6): Rng {
  const shoe: string[] = [];
  for (let d = 0; d < decks; d++) shoe.push(...DECK);
  let position = 0;
  const pick = (): number => {
    const card = wanted[position];
    const found = card === undefined ? position : shoe.indexOf(card, position);
    if (found < 0) throw new Error(`no ${card} left in the shoe`);
    [shoe[position], shoe[found]] = [shoe[found]!, shoe[position]!];
    position++;
    return found - (position - 1);
  };
  return {
    int(maxExclusive) {
      let draw = 0;
      let radix = 1;
      let range = maxExclusive;
      while (range > 1) {
        const span = shoe.length - position;
        if (range % span !== 0) throw new Error('cardsRng is out of step with the shuffle');
        draw += pick() * radix;
        radix *= span;
        range /= span;
      }
      return draw;
    },
  };
}
