/**
 * The arithmetic of bets, shared by the slip (what it shows) and the server (what it books and pays): combinations
 * of system bets, returns with void legs, and the Greek-market tax. Money is integer minor units; odds are decimal
 * numbers with two decimals, multiplied as hundredths so both sides round the same way. No zod: the slip loads it.
 */

export const BET_TYPES = ['single', 'multiple', 'system', 'builder'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** What the player accepts when a price moved between the slip and the server. */
export const ODDS_POLICIES = ['none', 'higher', 'any'] as const;
export type OddsPolicy = (typeof ODDS_POLICIES)[number];

/** Stake limits per line and the largest return of one bet, minor units (EUR cents). */
export const BET_LIMITS = {
  minStake: 10,
  maxStake: 100_000,
  maxPayout: 10_000_000,
  /** Selections of one multiple or system. */
  maxSelections: 20,
} as const;

/** Named systems: the line sizes (non-banker selections per line) they are made of, for exactly `selections`. */
export const NAMED_SYSTEMS = {
  trixie: { selections: 3, sizes: [2, 3] },
  patent: { selections: 3, sizes: [1, 2, 3] },
  yankee: { selections: 4, sizes: [2, 3, 4] },
  lucky15: { selections: 4, sizes: [1, 2, 3, 4] },
  canadian: { selections: 5, sizes: [2, 3, 4, 5] },
  heinz: { selections: 6, sizes: [2, 3, 4, 5, 6] },
} as const satisfies Record<string, { selections: number; sizes: readonly number[] }>;
export type NamedSystem = keyof typeof NAMED_SYSTEMS;

/** n choose k, exact for the sizes a slip can hold. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/** Every k-element subset of `items`, in lexicographic order of positions. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i] as T);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * The lines of a system: every banker is in every line, and each size k adds each k-subset of the other
 * selections. A multiple is the system of one size equal to all its selections; a single, of size 1 over one.
 */
export function systemLines<T>(selections: readonly T[], sizes: readonly number[], bankers: readonly T[] = []): T[][] {
  const others = selections.filter((selection) => !bankers.includes(selection));
  return [...new Set(sizes)]
    .sort((a, b) => a - b)
    .flatMap((size) => combinations(others, size).map((line) => [...bankers, ...line]));
}

/** How many lines a system has, without listing them. */
export function lineCount(selections: number, sizes: readonly number[], bankers = 0): number {
  return [...new Set(sizes)].reduce((sum, size) => sum + choose(selections - bankers, size), 0);
}

/** Decimal odds as integer hundredths (2.35 → 235), the unit in which returns are computed. */
export const toHundredths = (odds: number) => Math.round(odds * 100);

/**
 * The return of one line for a stake (minor units) at these odds, rounded down to the cent: a void leg counts as
 * odds 1 (pass `1`), a lost one makes the return 0 (pass `0`).
 */
export function lineReturn(stake: number, odds: readonly number[]): number {
  let value = BigInt(stake);
  let scale = 1n;
  for (const price of odds) {
    value *= BigInt(toHundredths(price));
    scale *= 100n;
  }
  return Number(value / scale);
}

/** Total odds of a line, two decimals, rounded down (what the slip shows for a multiple). */
export function totalOdds(odds: readonly number[]): number {
  return lineReturn(100, odds) / 100;
}

/** Greek-market tax brackets on a bet slip's net winnings (design §8): marginal rates, like income tax. */
export const GREEK_TAX_BRACKETS = [
  { upTo: 10_000, rate: 0 },
  { upTo: 20_000, rate: 0.025 },
  { upTo: 50_000, rate: 0.05 },
  { upTo: Number.POSITIVE_INFINITY, rate: 0.075 },
] as const;

/** Tax owed on a bet that staked `stake` and returned `gross` (minor units), rounded to the nearest cent. */
export function winningsTax(stake: number, gross: number): number {
  const winnings = gross - stake;
  if (winnings <= 0) return 0;
  let tax = 0;
  let from = 0;
  for (const { upTo, rate } of GREEK_TAX_BRACKETS) {
    if (winnings > from) tax += (Math.min(winnings, upTo) - from) * rate;
    from = upTo;
  }
  return Math.round(tax);
}

/** Gross return, tax and net return of a bet, taxed only where the brand's market taxes winnings. */
export function netReturn(stake: number, gross: number, taxed: boolean): { gross: number; tax: number; net: number } {
  const tax = taxed ? winningsTax(stake, gross) : 0;
  return { gross, tax, net: gross - tax };
}

/** What a slip has paid and withheld so far, against what it staked (minor units). */
export interface SlipSoFar {
  /** The slip's total stake when placed (one placement is one slip). */
  stake: number;
  /** Everything its bets have paid out so far (settlements and cash-outs), before tax. */
  paid: number;
  /** The tax withheld from it so far. */
  withheld: number;
}

/**
 * The tax a settlement of one bet of a slip withholds (design §8, decision 019): the tax is due on the slip's net
 * winnings, everything its bets return minus its whole stake. Its bets settle at different times, so each paying
 * settlement withholds the tax on the slip's net so far minus what was withheld before. What a slip has paid only
 * grows, so that difference never goes negative; it is capped at what this settlement pays. When the last bet has
 * settled, the slip has paid exactly `winningsTax(stake, everything returned)`: ten €100 singles are taxed like
 * one €1,000 single at the same odds.
 */
export function slipTaxDue(slip: SlipSoFar, gross: number): number {
  const due = winningsTax(slip.stake, slip.paid + gross) - slip.withheld;
  return Math.min(gross, Math.max(0, due));
}
