import { slotOutcomeSchema } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { seededRng } from './rng';
import { spinSlot } from './slot';
import { compileSlot, evaluateLine, lineWin } from './slot-lines';
import { PAYLINES_3_ROWS } from './slot-paylines';
import { slotRtp } from './slot-rtp';
import { SLOT_VARIANTS } from './slot-variants';
import { scriptedRng } from './test-rngs';
import type { SlotVariant } from './types';

/** Small enough to enumerate every stop (4^5 spins), with a wild, a scatter and three lines. */
const tiny: SlotVariant = {
  key: 'tiny',
  config: {
    reels: 5,
    rows: 3,
    paylines: PAYLINES_3_ROWS.slice(0, 3).map((line) => [...line]),
    symbols: [
      { id: 's1', name: 'One', pays: [2, 5, 10], kind: 'regular' },
      { id: 's2', name: 'Two', pays: [1, 3, 7], kind: 'regular' },
      { id: 'wild', name: 'Wild', pays: [5, 10, 50], kind: 'wild' },
      { id: 'scatter', name: 'Scatter', pays: [0, 0, 0], kind: 'scatter' },
    ],
    scatterPays: [2, 5, 20],
  },
  reelStrips: [
    ['s1', 'wild', 's2', 'scatter'],
    ['s2', 's1', 'scatter', 'wild'],
    ['s1', 's2', 'wild', 'scatter'],
    ['wild', 's1', 's2', 'scatter'],
    ['s1', 's2', 's1', 'scatter'],
  ],
  rtp: 0,
  topMultiplier: 0,
};

const line = (...ids: string[]) => {
  const slot = compileSlot(tiny);
  const award = evaluateLine(
    slot,
    ids.map((id) => slot.ids.indexOf(id)),
  );
  return { symbol: slot.ids[award.symbol] ?? null, count: award.count, pays: award.pays };
};

describe('a payline', () => {
  it('pays the run from the left, wilds standing in for the line symbol', () => {
    expect(line('s1', 's1', 's1', 's2', 's1')).toEqual({ symbol: 's1', count: 3, pays: 2 });
    expect(line('wild', 'wild', 's1', 's1', 's2')).toEqual({ symbol: 's1', count: 4, pays: 5 });
    expect(line('s2', 's1', 's1', 's1', 's1').pays).toBe(0);
  });

  it('pays a leading run of wilds on its own when that pays more', () => {
    expect(line('wild', 'wild', 'wild', 's2', 's1')).toEqual({ symbol: 'wild', count: 3, pays: 5 });
    expect(line('wild', 'wild', 'wild', 's2', 's2')).toEqual({ symbol: 's2', count: 5, pays: 7 });
    expect(line('wild', 'wild', 'wild', 'wild', 'wild')).toEqual({ symbol: 'wild', count: 5, pays: 50 });
  });

  it('never lets a wild stand in for the scatter, and scatters pay nothing on a line', () => {
    expect(line('scatter', 'scatter', 'scatter', 's1', 's1').pays).toBe(0);
    expect(line('wild', 'wild', 'scatter', 's1', 's1').pays).toBe(0);
  });

  it('floors a line win to whole minor units', () => {
    expect(lineWin(7, 2, 3)).toBe(4);
    expect(lineWin(300, 2, 3)).toBe(200);
  });
});

describe('spinSlot', () => {
  it('shows each reel from its stop and pays lines and scatters as listed', () => {
    // Stops 3,2,3,3,3 put a scatter on the top row of every reel: five scatters anywhere pay 20x the stake.
    const { win, outcome } = spinSlot(tiny, 30, scriptedRng([3, 2, 3, 3, 3]));
    expect(outcome.grid.map((column) => column[0])).toEqual(['scatter', 'scatter', 'scatter', 'scatter', 'scatter']);
    expect(outcome.wins).toContainEqual({ line: -1, symbol: 'scatter', count: 5, amount: 600 });
    expect(win).toBe(outcome.wins.reduce((sum, w) => sum + w.amount, 0));
    expect(slotOutcomeSchema.parse(outcome)).toEqual(outcome);
  });

  it('returns on average exactly what the calculator says, rounding included, over every possible stop', () => {
    for (const stake of [3, 7, 100]) {
      let total = 0;
      for (let n = 0; n < 4 ** 5; n++) {
        const stops = [0, 1, 2, 3, 4].map((reel) => Math.floor(n / 4 ** reel) % 4);
        total += spinSlot(tiny, stake, scriptedRng(stops)).win;
      }
      expect(total / 4 ** 5 / stake).toBeCloseTo(slotRtp(tiny, stake) / 100, 12);
    }
  });
});

describe('the slot variants', () => {
  it.each(Object.values(SLOT_VARIANTS))('$key returns 95.5–96.5% and has the shape its name promises', (variant) => {
    expect(variant.rtp).toBeGreaterThanOrEqual(95.5);
    expect(variant.rtp).toBeLessThanOrEqual(96.5);
    expect(variant.reelStrips).toHaveLength(5);
    const shape = { classic: [3, 5], standard: [3, 10], wild: [3, 20], high: [4, 25], jackpot: [3, 20] }[variant.key];
    expect([variant.config.rows, variant.config.paylines.length]).toEqual(shape);
    expect(new Set(variant.config.paylines.map(String)).size).toBe(variant.config.paylines.length);
    // Every window a reel can show holds at most one scatter (the strips spread them apart).
    for (const strip of variant.reelStrips) {
      for (let stop = 0; stop < strip.length; stop++) {
        const window = Array.from({ length: variant.config.rows }, (_, row) => strip[(stop + row) % strip.length]);
        expect(window.filter((symbol) => symbol === 'scatter').length).toBeLessThanOrEqual(1);
      }
    }
  });

  it('gives only the wild variants a wild, and the jackpot a top prize of at least 2,000x', () => {
    const hasWild = (key: keyof typeof SLOT_VARIANTS) => SLOT_VARIANTS[key].reelStrips.flat().includes('wild');
    expect(hasWild('classic')).toBe(false);
    expect(hasWild('wild')).toBe(true);
    expect(SLOT_VARIANTS.jackpot.config.scatterPays[2]).toBeGreaterThanOrEqual(2000);
    expect(SLOT_VARIANTS.jackpot.topMultiplier).toBeGreaterThanOrEqual(2000);
  });

  it('pays amounts that add up to the win, on a grid of reels by rows', () => {
    const rng = seededRng(3);
    for (const variant of Object.values(SLOT_VARIANTS)) {
      for (let i = 0; i < 200; i++) {
        const { win, outcome } = spinSlot(variant, 100, rng);
        expect(outcome.grid).toHaveLength(5);
        expect(outcome.grid.every((column) => column.length === variant.config.rows)).toBe(true);
        expect(win).toBe(outcome.wins.reduce((sum, w) => sum + w.amount, 0));
      }
    }
  });
});
