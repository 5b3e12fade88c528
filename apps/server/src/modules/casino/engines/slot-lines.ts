import type { SlotVariant } from './types';

export const WILD = 'wild';
export const SCATTER = 'scatter';

type Pays = readonly [number, number, number];
type SlotMachine = Pick<SlotVariant, 'config' | 'reelStrips'>;

/**
 * A slot turned into numbers once, so a spin compares small integers and allocates nothing per line: symbols
 * are indices into `ids`, each strip an Int32Array of them, and `pays[symbol * 3 + count - 3]` the line pays.
 */
export interface CompiledSlot {
  ids: readonly string[];
  strips: readonly Int32Array[];
  pays: Float64Array;
  wild: number;
  scatter: number;
}

const compiled = new WeakMap<SlotMachine['reelStrips'], CompiledSlot>();

export function compileSlot(machine: SlotMachine): CompiledSlot {
  const cached = compiled.get(machine.reelStrips);
  if (cached) return cached;
  const ids = [...new Set([...machine.config.symbols.map((s) => s.id), ...machine.reelStrips.flat()])];
  const index = new Map(ids.map((id, i) => [id, i]));
  const pays = new Float64Array(ids.length * 3);
  for (const symbol of machine.config.symbols) pays.set(symbol.pays, index.get(symbol.id)! * 3);
  const slot: CompiledSlot = {
    ids,
    strips: machine.reelStrips.map((strip) => Int32Array.from(strip, (id) => index.get(id)!)),
    pays,
    wild: index.get(WILD) ?? -1,
    scatter: index.get(SCATTER) ?? -1,
  };
  compiled.set(machine.reelStrips, slot);
  return slot;
}

/** A line's best award in multiples of the line stake; `count` 0 when it pays nothing. */
export interface LineAward {
  symbol: number;
  count: number;
  pays: number;
}

export const NO_AWARD: LineAward = { symbol: -1, count: 0, pays: 0 };

const paysFor = (slot: CompiledSlot, symbol: number, count: number): number =>
  count >= 3 ? slot.pays[symbol * 3 + count - 3]! : 0;

/**
 * Evaluates one payline from the left (`line[reel]` is the symbol on it): the first non-wild symbol sets the
 * line's symbol, wilds substitute for it (never for the scatter), and a leading run of wilds may pay on its own —
 * the line pays whichever is higher. The spin and the exact calculator both use this rule.
 */
export function evaluateLine(slot: CompiledSlot, line: ArrayLike<number>): LineAward {
  const reels = line.length;
  const { wild, scatter } = slot;
  let wildRun = 0;
  while (wildRun < reels && line[wildRun] === wild) wildRun++;
  const wildPays = wildRun > 0 ? paysFor(slot, wild, wildRun) : 0;
  if (wildRun === reels) return wildPays > 0 ? { symbol: wild, count: wildRun, pays: wildPays } : NO_AWARD;
  const symbol = line[wildRun]!;
  let count = wildRun;
  if (symbol !== scatter) {
    while (count < reels && (line[count] === symbol || line[count] === wild)) count++;
  }
  const symbolPays = symbol === scatter ? 0 : paysFor(slot, symbol, count);
  if (symbolPays === 0 && wildPays === 0) return NO_AWARD;
  return symbolPays >= wildPays
    ? { symbol, count, pays: symbolPays }
    : { symbol: wild, count: wildRun, pays: wildPays };
}

/**
 * A line win in minor units. Flooring each line to a whole minor unit costs the player a fraction of a unit per
 * paying line whenever `stake * pays` is not a multiple of the line count; at stakes that are a multiple of the
 * line count (the catalogue's steps) it costs nothing, because every pay is a whole number. The exact calculator
 * (`slot-rtp.ts`) uses this same function, so published and simulated returns include the same rounding.
 */
export const lineWin = (stake: number, pays: number, lines: number): number => Math.floor((stake * pays) / lines);

/** Scatters anywhere pay multiples of the total stake for 3, 4 and 5 or more. */
export const scatterWin = (stake: number, scatterPays: Pays, count: number): number =>
  count >= 3 ? Math.floor(stake * scatterPays[(Math.min(count, 5) - 3) as 0 | 1 | 2]) : 0;
