import { describe, expect, it } from 'vitest';
import { slipPick } from './components/slip-test-kit';
import { type SlipInput, slipTotals, systemChoices } from './slip-math';

const picks = (odds: number[]) => odds.map((price, index) => slipPick(index + 1, price));

function input(change: Partial<SlipInput>): SlipInput {
  return {
    selections: [],
    stakes: {},
    mode: 'single',
    sizes: [],
    bankers: [],
    builder: [],
    oddsPolicy: 'none',
    builderPrices: {},
    taxed: false,
    balance: null,
    ...change,
  };
}

describe('slip maths', () => {
  it('counts system lines and stakes: a trixie is 4 lines, a Lucky 15 15, a banker halves the combinations', () => {
    const three = input({ selections: picks([2, 3, 4]), mode: 'system', sizes: [2, 3], stakes: { system: '1' } });
    expect(slipTotals(three)).toMatchObject({ lines: 4, totalStake: 400 });
    // 2×3 + 2×4 + 3×4 + 2×3×4 = 6 + 8 + 12 + 24 = 50 → €50.00 for €1 a line.
    expect(slipTotals(three).gross).toBe(5000);
    const four = input({
      selections: picks([2, 2, 2, 2]),
      mode: 'system',
      sizes: [1, 2, 3, 4],
      stakes: { system: '0,5' },
    });
    expect(slipTotals(four)).toMatchObject({ lines: 15, totalStake: 750 });
    const banker = input({ ...four, sizes: [1], bankers: ['1/1x2/home'] });
    // The banker in every line with one of the three others: 3 doubles at 4.00.
    expect(slipTotals(banker)).toMatchObject({ lines: 3, totalStake: 150, gross: 600 });
  });

  it('offers k from n sizes and the named systems that fit the free selections', () => {
    expect(systemChoices(4, 0)).toEqual({ sizes: [1, 2, 3, 4], named: ['yankee', 'lucky15'] });
    expect(systemChoices(4, 1)).toEqual({ sizes: [1, 2, 3], named: ['trixie', 'patent'] });
    expect(systemChoices(6, 0).named).toEqual(['heinz']);
  });

  it('adds up singles and blocks a stake outside the limits, a return above the maximum and a short balance', () => {
    const singles = input({ selections: picks([2, 3]), stakes: { '1/1x2/home': '10', '2/1x2/home': '5,5' } });
    expect(slipTotals(singles)).toMatchObject({ totalStake: 1550, gross: 3650, blocks: [] });
    const low = slipTotals({ ...singles, stakes: { '1/1x2/home': '0.05' } });
    expect(low.blocks.map((block) => block.key)).toEqual(['Bets.Slip.Block.StakeMin']);
    const big = slipTotals(input({ selections: picks([900, 500]), mode: 'multiple', stakes: { multiple: '1000' } }));
    expect(big.blocks.map((block) => block.key)).toContain('Bets.Slip.Block.MaxPayout');
    expect(slipTotals({ ...singles, balance: 1000 }).blocks).toEqual([{ key: 'Bets.Slip.Block.Balance', money: 1000 }]);
  });

  it('refuses a multiple of two selections of one event, and says a stake is missing', () => {
    const same = [slipPick(1, 2), slipPick(1, 3, { outcomeId: '1/btts/yes', marketKey: 'btts' })];
    const keys = slipTotals(input({ selections: same, mode: 'multiple' })).blocks.map((block) => block.key);
    expect(keys).toEqual(['Bets.Slip.Block.SameEvent', 'Bets.Slip.Block.Stake']);
  });

  it('taxes the net winnings on taxed brands: €100 at 8.00 pays €32.50', () => {
    const totals = slipTotals(input({ selections: picks([8]), stakes: { '1/1x2/home': '100' }, taxed: true }));
    expect(totals).toMatchObject({ gross: 80_000, tax: 3250, net: 76_750 });
  });

  it('taxes a slip of singles on its total net winnings, not bet by bet: €10 at 50.00 and €100 at 8.00 pay €69.25', () => {
    const stakes = { '1/1x2/home': '10', '2/1x2/home': '100' };
    const totals = slipTotals(input({ selections: picks([50, 8]), stakes, taxed: true }));
    expect(totals).toMatchObject({ totalStake: 11_000, gross: 130_000, tax: 6925, net: 123_075 });
  });
});
