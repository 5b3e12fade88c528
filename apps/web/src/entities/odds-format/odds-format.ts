import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { readStored, writeStored } from '#app/lib/storage.ts';

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Local storage key of the player's odds format (a device preference, like the language). */
export const ODDS_FORMAT_STORAGE_KEY = 'odds_format';

/**
 * The fractions bookmakers quote (the UK ladder, 1/100 to 1000/1). Decimal is the price of record: the fraction is
 * only how it is shown, the ladder's rung nearest to it ("11/10", never "207/100").
 */
// biome-ignore format: a table reads better in rows
const LADDER: readonly (readonly [number, number])[] = [
  [1, 100], [1, 66], [1, 50], [1, 40], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 10], [1, 9],
  [1, 8], [2, 15], [1, 7], [2, 13], [1, 6], [2, 11], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11],
  [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13], [4, 6], [8, 11], [4, 5], [5, 6], [10, 11], [1, 1], [21, 20],
  [11, 10], [6, 5], [5, 4], [11, 8], [6, 4], [13, 8], [7, 4], [15, 8], [2, 1], [85, 40], [9, 4], [5, 2], [11, 4],
  [3, 1], [10, 3], [7, 2], [4, 1], [9, 2], [5, 1], [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2],
  [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1], [20, 1], [22, 1], [25, 1], [28, 1], [33, 1],
  [40, 1], [50, 1], [66, 1], [80, 1], [100, 1], [125, 1], [150, 1], [200, 1], [250, 1], [300, 1], [400, 1],
  [500, 1], [750, 1], [1000, 1],
];

const priceOf = ([n, d]: readonly [number, number]) => 1 + n / d;

/** "5/2" for 3.50, "1/1" (evens) for 2.00, "11/10" for 2.09: the nearest rung (the shorter of two as near). */
export function toFractional(decimal: number): string {
  let nearest = LADDER[0]!;
  for (const rung of LADDER) {
    if (Math.abs(priceOf(rung) - decimal) < Math.abs(priceOf(nearest) - decimal)) nearest = rung;
  }
  return `${nearest[0]}/${nearest[1]}`;
}

/** "+150" for 2.50, "+100" for 2.00 (evens), "-200" for 1.50: the stake to win 100, or the win on 100. */
export function toAmerican(decimal: number): string {
  const profit = Math.round(decimal * 100) / 100 - 1;
  if (profit >= 1) return `+${Math.round(profit * 100)}`;
  return `-${Math.round(100 / profit)}`;
}

export function formatOdds(decimal: number, format: OddsFormat): string {
  if (format === 'fractional') return toFractional(decimal);
  if (format === 'american') return toAmerican(decimal);
  return decimal.toFixed(2);
}

const isOddsFormat = (value: unknown): value is OddsFormat => ODDS_FORMATS.includes(value as OddsFormat);

interface OddsFormatState {
  format: OddsFormat;
  setFormat(format: OddsFormat): void;
}

/** The setting, restored from local storage (an unknown value falls back to decimal). */
export function createOddsFormatStore() {
  return createStore<OddsFormatState>()((set) => ({
    format: readStored('local', ODDS_FORMAT_STORAGE_KEY, 'decimal', isOddsFormat),
    setFormat: (format) => {
      writeStored('local', ODDS_FORMAT_STORAGE_KEY, format);
      set({ format });
    },
  }));
}

export const oddsFormatStore = createOddsFormatStore();

/** The chosen format and its setter; every price on screen re-renders when it changes. */
export function useOddsFormat(): [OddsFormat, (format: OddsFormat) => void] {
  const format = useStore(oddsFormatStore, (state) => state.format);
  return [format, oddsFormatStore.getState().setFormat];
}
