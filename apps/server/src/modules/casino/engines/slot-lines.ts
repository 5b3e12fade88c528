import type { SlotVariant } from './types';

export const WILD = 'wild';
export const SCATTER = 'scatter';

type Pays = readonly [number, number, number];

/** The symbols' pays by id, looked up once per variant so a spin allocates nothing to evaluate its lines. */
export type PayTable = ReadonlyMap<string, Pays>;

const payTables = new WeakMap<SlotVariant['config'], PayTable>();

export function payTableOf(config: SlotVariant['config']): PayTable {
  let table = payTables.get(config);
  if (!table) {
    table = new Map(config.symbols.map((symbol) => [symbol.id, symbol.pays] as const));
    payTables.set(config, table);
  }
  return table;
}

/** A line's best award in multiples of the line stake; `count` 0 when it pays nothing. */
export interface LineAward {
  symbol: string;
  count: number;
  pays: number;
}

const NOTHING: LineAward = { symbol: '', count: 0, pays: 0 };

const paysFor = (table: PayTable, symbol: string, count: number): number =>
  count >= 3 ? (table.get(symbol)?.[count - 3] ?? 0) : 0;

/**
 * Evaluates one payline from the left: the first non-wild symbol sets the line's symbol, wilds substitute for it
 * (never for the scatter), and a leading run of wilds may pay on its own — the line pays whichever is higher.
 * `symbolAt(reel)` reads the line's symbol on each reel, so the spin and the exact calculator share this rule.
 */
export function evaluateLine(reels: number, table: PayTable, symbolAt: (reel: number) => string): LineAward {
  let wildRun = 0;
  while (wildRun < reels && symbolAt(wildRun) === WILD) wildRun++;
  const wildPays = paysFor(table, WILD, wildRun);
  if (wildRun === reels) return wildPays > 0 ? { symbol: WILD, count: wildRun, pays: wildPays } : NOTHING;
  const symbol = symbolAt(wildRun);
  let count = wildRun;
  if (symbol !== SCATTER) {
    while (count < reels && (symbolAt(count) === symbol || symbolAt(count) === WILD)) count++;
  }
  const symbolPays = symbol === SCATTER ? 0 : paysFor(table, symbol, count);
  if (symbolPays === 0 && wildPays === 0) return NOTHING;
  return symbolPays >= wildPays
    ? { symbol, count, pays: symbolPays }
    : { symbol: WILD, count: wildRun, pays: wildPays };
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
