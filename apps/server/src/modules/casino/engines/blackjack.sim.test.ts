import { describe, expect, it } from 'vitest';
import { actBlackjack, dealBlackjack } from './blackjack';
import { BASIC_STRATEGY_RETURN, basicStrategy } from './blackjack-strategy';
import { seededRng } from './rng';
import { SIMULATION_ROUNDS, SIMULATION_TIMEOUT_MS, simulate, TOLERANCE_IN_STANDARD_ERRORS } from './sim-support';

/**
 * The exact value is for an infinite shoe; six decks return a few hundredths of a percent more (fewer decks favour
 * the player), so the comparison allows 0.1% on top of the sampling tolerance.
 */
const SHOE_SIZE_ALLOWANCE = 0.001;

describe('blackjack return to player', () => {
  it(
    'basic strategy without splits over 1,000,000 hands returns what the calculator says',
    () => {
      const rng = seededRng(21);
      const stake = 100; // even, so a natural's 3:2 loses nothing to rounding
      const result = simulate(SIMULATION_ROUNDS, () => {
        let step = dealBlackjack(stake, rng);
        while (!step.finished) step = actBlackjack(step.state, basicStrategy(step.state.player, step.state.dealer[0]!));
        return 1 + (step.win - step.stake) / stake;
      });
      expect(Math.abs(result.mean - BASIC_STRATEGY_RETURN)).toBeLessThan(
        TOLERANCE_IN_STANDARD_ERRORS * result.standardError + SHOE_SIZE_ALLOWANCE,
      );
    },
    SIMULATION_TIMEOUT_MS,
  );
});
