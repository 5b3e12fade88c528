import type { slotOutcomeSchema } from '@playline/contract/casino';
import type * as z from 'zod';
import { evaluateLine, lineWin, payTableOf, SCATTER, scatterWin } from './slot-lines';
import type { InstantPlay, Rng, SlotVariant } from './types';

export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;

/**
 * Spins a slot: each reel stops at a uniform position of its strip and shows `rows` consecutive symbols. `stake`
 * is the total stake in minor units, spread evenly over the paylines; scatters pay on the total stake.
 */
export function spinSlot(variant: SlotVariant, stake: number, rng: Rng): InstantPlay<SlotOutcome> {
  const { reels, rows, paylines, scatterPays } = variant.config;
  const grid: string[][] = [];
  let scatters = 0;
  for (let reel = 0; reel < reels; reel++) {
    const strip = variant.reelStrips[reel]!;
    const stop = rng.int(strip.length);
    const column: string[] = [];
    for (let row = 0; row < rows; row++) {
      const symbol = strip[(stop + row) % strip.length]!;
      if (symbol === SCATTER) scatters++;
      column.push(symbol);
    }
    grid.push(column);
  }
  const table = payTableOf(variant.config);
  const wins: SlotOutcome['wins'] = [];
  let win = 0;
  for (let index = 0; index < paylines.length; index++) {
    const line = paylines[index]!;
    const award = evaluateLine(reels, table, (reel) => grid[reel]![line[reel]!]!);
    const amount = award.pays > 0 ? lineWin(stake, award.pays, paylines.length) : 0;
    if (amount > 0) {
      wins.push({ line: index, symbol: award.symbol, count: award.count, amount });
      win += amount;
    }
  }
  const scatterAmount = scatterWin(stake, scatterPays, scatters);
  if (scatterAmount > 0) {
    wins.push({ line: -1, symbol: SCATTER, count: scatters, amount: scatterAmount });
    win += scatterAmount;
  }
  return { win, outcome: { engine: 'slot', grid, wins } };
}
