import { buildSlotVariant, type SlotSpec } from './slot-build';
import type { SlotVariant } from './types';

export const SLOT_VARIANT_KEYS = ['classic', 'standard', 'wild', 'high', 'jackpot'] as const;
export type SlotVariantKey = (typeof SLOT_VARIANT_KEYS)[number];

/**
 * The five slot parameter sets every themed slot in the catalogue plays on. Pays are whole multiples of the line
 * stake (scatters: of the total stake). The pays were scaled to round numbers and the reel counts tuned — a seeded
 * local search over ±1 changes, a better-paying symbol never more common than a cheaper one on a reel — until the
 * exact return (`slot-rtp.ts`) sat near 96%. Changing a number here changes `rtp`, which the tests pin to
 * 95.5–96.5 and the simulations confirm.
 */
const SPECS: Record<SlotVariantKey, SlotSpec> = {
  /** Low volatility: five lines and three symbols, so wins come often and stay small. */
  classic: {
    key: 'classic',
    rows: 3,
    lines: 5,
    pays: {
      s1: [8, 17, 35],
      s2: [6, 11, 21],
      s3: [4, 7, 14],
    },
    scatterPays: [0, 0, 0],
    counts: {
      s1: [5, 5, 3, 5, 4],
      s2: [6, 7, 6, 6, 6],
      s3: [7, 7, 8, 7, 8],
    },
  },
  /** Ten lines, six symbols and a scatter. */
  standard: {
    key: 'standard',
    rows: 3,
    lines: 10,
    pays: {
      s1: [75, 250, 1000],
      s2: [40, 150, 500],
      s3: [25, 80, 250],
      s4: [20, 50, 150],
      s5: [15, 40, 100],
      s6: [10, 25, 75],
    },
    scatterPays: [2, 10, 50],
    counts: {
      s1: [1, 2, 2, 2, 1],
      s2: [2, 3, 3, 2, 1],
      s3: [4, 4, 3, 4, 4],
      s4: [6, 6, 5, 5, 6],
      s5: [6, 7, 6, 6, 7],
      s6: [7, 7, 8, 7, 7],
      scatter: [1, 1, 1, 1, 1],
    },
  },
  /** Twenty lines with a wild that substitutes for every symbol but the scatter and pays on its own. */
  wild: {
    key: 'wild',
    rows: 3,
    lines: 20,
    pays: {
      wild: [25, 250, 2500],
      s1: [75, 250, 1500],
      s2: [50, 200, 750],
      s3: [40, 150, 400],
      s4: [25, 80, 250],
      s5: [15, 50, 200],
      s6: [15, 40, 150],
      s7: [8, 25, 80],
      s8: [5, 20, 75],
    },
    scatterPays: [2, 10, 100],
    counts: {
      wild: [1, 1, 1, 2, 1],
      s1: [1, 1, 1, 1, 1],
      s2: [2, 1, 2, 1, 2],
      s3: [2, 2, 2, 2, 2],
      s4: [3, 2, 3, 3, 3],
      s5: [3, 3, 3, 3, 3],
      s6: [4, 3, 4, 3, 4],
      s7: [4, 4, 4, 4, 4],
      s8: [5, 5, 5, 7, 6],
      scatter: [1, 1, 1, 1, 1],
    },
  },
  /** High volatility: four rows, 25 lines, thin low pays and rare heavy top awards. */
  high: {
    key: 'high',
    rows: 4,
    lines: 25,
    pays: {
      wild: [150, 1500, 10000],
      s1: [150, 750, 6000],
      s2: [75, 400, 3000],
      s3: [60, 300, 1500],
      s4: [40, 150, 750],
      s5: [15, 60, 300],
      s6: [9, 30, 150],
      s7: [6, 15, 75],
      s8: [3, 12, 60],
    },
    scatterPays: [3, 30, 300],
    counts: {
      wild: [2, 1, 1, 1, 1],
      s1: [1, 1, 1, 1, 1],
      s2: [1, 1, 1, 1, 1],
      s3: [2, 2, 1, 2, 2],
      s4: [2, 3, 3, 3, 3],
      s5: [5, 5, 6, 5, 6],
      s6: [6, 6, 6, 6, 6],
      s7: [7, 7, 7, 7, 6],
      s8: [8, 8, 8, 8, 7],
      scatter: [1, 1, 1, 1, 1],
    },
  },
  /** Twenty lines with a wild, and a rare top prize: five scatters pay 2,000× the total stake (about 1 spin in 176,000). */
  jackpot: {
    key: 'jackpot',
    rows: 3,
    lines: 20,
    pays: {
      wild: [40, 200, 1000],
      s1: [80, 300, 1000],
      s2: [60, 200, 600],
      s3: [40, 120, 400],
      s4: [20, 80, 300],
      s5: [20, 60, 200],
      s6: [12, 40, 120],
      s7: [9, 40, 100],
      s8: [9, 20, 80],
    },
    scatterPays: [2, 20, 2000],
    counts: {
      wild: [2, 1, 1, 1, 1],
      s1: [2, 2, 2, 2, 1],
      s2: [2, 2, 2, 2, 2],
      s3: [3, 3, 2, 3, 2],
      s4: [3, 3, 3, 3, 3],
      s5: [4, 4, 4, 4, 4],
      s6: [5, 5, 5, 5, 5],
      s7: [6, 7, 6, 6, 5],
      s8: [7, 7, 7, 7, 7],
      scatter: [1, 1, 1, 1, 1],
    },
  },
};

export const SLOT_SPECS: Readonly<Record<SlotVariantKey, SlotSpec>> = SPECS;

export const SLOT_VARIANTS: Record<SlotVariantKey, SlotVariant> = {
  classic: buildSlotVariant(SPECS.classic),
  standard: buildSlotVariant(SPECS.standard),
  wild: buildSlotVariant(SPECS.wild),
  high: buildSlotVariant(SPECS.high),
  jackpot: buildSlotVariant(SPECS.jackpot),
};
