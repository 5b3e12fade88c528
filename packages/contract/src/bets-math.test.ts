import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choose,
  combinations,
  lineCount,
  lineReturn,
  NAMED_SYSTEMS,
  slipTaxDue,
  systemLines,
  totalOdds,
  winningsTax,
} from './bets-math';

describe('system bets', () => {
  it('names the classic systems by their number of bets', () => {
    const bets = Object.fromEntries(
      Object.entries(NAMED_SYSTEMS).map(([name, system]) => [name, lineCount(system.selections, system.sizes)]),
    );
    expect(bets).toEqual({ trixie: 4, patent: 7, yankee: 11, lucky15: 15, canadian: 26, heinz: 57 });
  });

  it('lists exactly C(n - bankers, k) distinct lines per size, each holding every banker', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            bankers: fc.integer({ min: 0, max: n - 1 }),
            sizes: fc.uniqueArray(fc.integer({ min: 1, max: n }), { minLength: 1, maxLength: 3 }),
          }),
        ),
        ({ n, bankers, sizes }) => {
          const selections = Array.from({ length: n }, (_, index) => index);
          const banked = selections.slice(0, bankers);
          const lines = systemLines(selections, sizes, banked);
          expect(lines).toHaveLength(lineCount(n, sizes, bankers));
          expect(new Set(lines.map((line) => line.join(','))).size).toBe(lines.length);
          for (const line of lines) for (const banker of banked) expect(line).toContain(banker);
        },
      ),
    );
  });

  it('counts subsets as n choose k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (n, k) => {
        expect(combinations([...Array(n).keys()], k)).toHaveLength(choose(n, k));
      }),
    );
  });
});

describe('returns', () => {
  it('multiplies odds in hundredths and rounds down to the cent; a void leg counts 1, a lost one 0', () => {
    expect(lineReturn(1000, [2.35, 1.5])).toBe(3525);
    expect(lineReturn(333, [1.33, 1.33])).toBe(589); // 589.04 cents
    expect(lineReturn(1000, [2.35, 1])).toBe(2350);
    expect(lineReturn(1000, [2.35, 0])).toBe(0);
    expect(totalOdds([1.91, 1.91, 1.91])).toBe(6.96);
  });

  it('never pays less than the stake on odds of at least 1, and grows with each price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 101, max: 5000 }), { minLength: 1, maxLength: 8 }),
        (stake, hundredths) => {
          const odds = hundredths.map((value) => value / 100);
          expect(lineReturn(stake, odds)).toBeGreaterThanOrEqual(stake);
          expect(lineReturn(stake, [...odds, 1.5])).toBeGreaterThanOrEqual(lineReturn(stake, odds));
        },
      ),
    );
  });
});

describe('Greek-market tax', () => {
  it('taxes net winnings by marginal brackets (design §8)', () => {
    expect(winningsTax(1000, 50_000)).toBe(1700); // €10 returning €500 pays €17
    expect(winningsTax(10_000, 80_000)).toBe(3250); // €100 at 8.00 pays €32.50
    expect(winningsTax(1000, 11_000)).toBe(0); // €100 of winnings is free
    expect(winningsTax(1000, 500)).toBe(0);
  });

  it('never takes more than 7.5% of the winnings, and more winnings never mean less left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(winningsTax(0, high)).toBeLessThanOrEqual(Math.ceil(high * 0.075));
        expect(high - winningsTax(0, high)).toBeGreaterThanOrEqual(low - winningsTax(0, low));
      }),
    );
  });
});

describe('tax per slip (decision 019)', () => {
  /** Settles a slip's bets in the given order; answers the tax each settlement withheld. */
  const settleInOrder = (stake: number, grosses: readonly number[]) => {
    const slip = { stake, paid: 0, withheld: 0 };
    return grosses.map((gross) => {
      const tax = slipTaxDue(slip, gross);
      slip.paid += gross;
      slip.withheld += tax;
      return tax;
    });
  };
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

  it('taxes ten €100 singles at 3.92 like one €1,000 single: €199, not 10 × €7.10', () => {
    expect(winningsTax(100_000, 392_000)).toBe(19_900);
    expect(sum(settleInOrder(100_000, Array(10).fill(39_200)))).toBe(19_900);
    expect(10 * winningsTax(10_000, 39_200)).toBe(7_100);
  });

  it('withholds in total the tax on the slip’s net winnings, whatever order its bets settle in', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ stake: fc.integer({ min: 10, max: 100_000 }), gross: fc.integer({ min: 0, max: 2_000_000 }) }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (bets) => {
          const stake = sum(bets.map((bet) => bet.stake));
          const withheld = settleInOrder(
            stake,
            bets.map((bet) => bet.gross),
          );
          expect(sum(withheld)).toBe(winningsTax(stake, sum(bets.map((bet) => bet.gross))));
          bets.forEach((bet, index) => {
            expect(withheld[index]).toBeGreaterThanOrEqual(0);
            expect(withheld[index]).toBeLessThanOrEqual(bet.gross);
          });
        },
      ),
    );
  });

  it('never withholds more than a settlement pays, even after untaxed cash-outs raised the slip’s net', () => {
    expect(slipTaxDue({ stake: 1_000, paid: 200_000, withheld: 0 }, 100)).toBe(100);
    expect(slipTaxDue({ stake: 1_000, paid: 0, withheld: 0 }, 0)).toBe(0);
  });
});
