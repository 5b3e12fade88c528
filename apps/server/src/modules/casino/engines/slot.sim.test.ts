import { describe, expect, it } from 'vitest';
import { seededRng } from './rng';
import { SIMULATION_ROUNDS, SIMULATION_TIMEOUT_MS, simulate, TOLERANCE_IN_STANDARD_ERRORS } from './sim-support';
import { spinSlot } from './slot';
import { slotRtp } from './slot-rtp';
import { SLOT_VARIANTS } from './slot-variants';

/** A stake of 1.00 splits evenly over 5, 10, 20 and 25 lines, so it plays at the published return. */
const STAKE = 100;

describe('slot return to player, 1,000,000 spins a variant', () => {
  it.each(Object.values(SLOT_VARIANTS))(
    '$key matches its exact return',
    (variant) => {
      const exact = slotRtp(variant, STAKE) / 100;
      expect(exact * 100).toBeCloseTo(variant.rtp, 2);
      const rng = seededRng(2026);
      const result = simulate(SIMULATION_ROUNDS, () => spinSlot(variant, STAKE, rng).win / STAKE);
      expect(Math.abs(result.mean - exact)).toBeLessThan(TOLERANCE_IN_STANDARD_ERRORS * result.standardError);
    },
    SIMULATION_TIMEOUT_MS,
  );
});
