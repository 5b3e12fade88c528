import { compileSlot, evaluateLine, lineWin, SCATTER, scatterWin } from './slot-lines';
import type { SlotVariant } from './types';

type SlotMachine = Pick<SlotVariant, 'config' | 'reelStrips'>;

/** How many times each symbol (by compiled index) sits on a strip. */
function symbolCounts(strip: Int32Array): [number, number][] {
  const counts = new Map<number, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return [...counts];
}

/**
 * The expected line win in minor units. Every payline reads one position per reel, and each reel's position is
 * uniform over its strip and independent of the other reels, so one line's symbols are distributed exactly like
 * one symbol drawn from each strip: summing over every combination of distinct symbols (weighted by how often
 * each sits on its strip) gives the exact expectation, and all lines share it.
 */
function expectedLineWin(machine: SlotMachine, stake: number): number {
  const { reels, paylines } = machine.config;
  const slot = compileSlot(machine);
  const perReel = slot.strips.map(symbolCounts);
  const line = new Int32Array(reels);
  let weightedWins = 0;
  const visit = (reel: number, weight: number): void => {
    if (reel === reels) {
      const award = evaluateLine(slot, line);
      if (award.pays > 0) weightedWins += weight * lineWin(stake, award.pays, paylines.length);
      return;
    }
    for (const [symbol, count] of perReel[reel]!) {
      line[reel] = symbol;
      visit(reel + 1, weight * count);
    }
  };
  visit(0, 1);
  const combinations = slot.strips.reduce((product, strip) => product * strip.length, 1);
  return weightedWins / combinations;
}

/** The distribution of the number of scatters in view: each reel's (over its stops), convolved across reels. */
export function scatterDistribution(machine: SlotMachine): number[] {
  const { rows } = machine.config;
  let total = [1];
  for (const strip of machine.reelStrips) {
    const reel: number[] = new Array(rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let seen = 0;
      for (let row = 0; row < rows; row++) if (strip[(stop + row) % strip.length] === SCATTER) seen++;
      reel[seen]! += 1 / strip.length;
    }
    const next: number[] = new Array(total.length + rows).fill(0);
    for (const [i, p] of total.entries()) for (const [j, q] of reel.entries()) next[i + j]! += p * q;
    total = next;
  }
  return total;
}

/**
 * The exact return to player in percent at a given total stake (minor units), line and scatter wins floored
 * exactly as `spinSlot` floors them. At a stake that is a multiple of the line count nothing is lost to rounding.
 */
export function slotRtp(machine: SlotMachine, stake = machine.config.paylines.length): number {
  const { paylines, scatterPays } = machine.config;
  const lines = paylines.length * expectedLineWin(machine, stake);
  const scatters = scatterDistribution(machine).reduce(
    (sum, p, count) => sum + p * scatterWin(stake, scatterPays, count),
    0,
  );
  return ((lines + scatters) / stake) * 100;
}

/**
 * The top prize in multiples of the total stake: the best single award, a line's (its pays on a `1 / lines` share
 * of the stake) or the scatters'. The jackpot tile shows it. A spin may add smaller line wins on top; a bound on
 * every line paying its best at once would be far above anything the strips can show.
 */
export function slotTopMultiplier(config: SlotVariant['config']): number {
  const bestLine = Math.max(...config.symbols.map((symbol) => symbol.pays[2]));
  return Math.max(bestLine / config.paylines.length, config.scatterPays[2]);
}
