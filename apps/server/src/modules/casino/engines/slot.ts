import type { slotOutcomeSchema } from '@playline/contract/casino';
import type * as z from 'zod';
import { compileSlot, evaluateLine, lineWin, SCATTER, scatterWin } from './slot-lines';
import type { InstantPlay, Rng, SlotVariant } from './types';

export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;

/**
 * Spins a slot: each reel stops at a uniform position of its strip and shows `rows` consecutive symbols. `stake`
 * is the total stake in minor units, spread evenly over the paylines; scatters pay on the total stake.
 */
export function spinSlot(variant: SlotVariant, stake: number, rng: Rng): InstantPlay<SlotOutcome> {
  const { reels, rows, paylines, scatterPays } = variant.config;
  const slot = compileSlot(variant);
  const stops = new Int32Array(reels);
  const grid: string[][] = [];
  let scatters = 0;
  for (let reel = 0; reel < reels; reel++) {
    const strip = slot.strips[reel]!;
    stops[reel] = rng.int(strip.length);
    const column: string[] = [];
    for (let row = 0; row < rows; row++) {
      const symbol = strip[(stops[reel]! + row) % strip.length]!;
      if (symbol === slot.scatter) scatters++;
      column.push(slot.ids[symbol]!);
    }
    grid.push(column);
  }
  const line = new Int32Array(reels);
  const wins: SlotOutcome['wins'] = [];
  let win = 0;
  for (let index = 0; index < paylines.length; index++) {
    const rowsOfLine = paylines[index]!;
    for (let reel = 0; reel < reels; reel++) {
      const strip = slot.strips[reel]!;
      line[reel] = strip[(stops[reel]! + rowsOfLine[reel]!) % strip.length]!;
    }
    const award = evaluateLine(slot, line);
    const amount = award.pays > 0 ? lineWin(stake, award.pays, paylines.length) : 0;
    if (amount > 0) {
      wins.push({ line: index, symbol: slot.ids[award.symbol]!, count: award.count, amount });
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
