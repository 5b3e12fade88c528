import type { CasinoEngine } from '@playline/contract/casino';

/** Stakes per engine in minor units (per round; roulette and wheel: the round's bets together). */
export const STAKES: Record<CasinoEngine, { minStake: number; maxStake: number }> = {
  slot: { minStake: 10, maxStake: 10_000 },
  roulette: { minStake: 10, maxStake: 50_000 },
  blackjack: { minStake: 100, maxStake: 50_000 },
  crash: { minStake: 10, maxStake: 10_000 },
  'live-roulette': { minStake: 10, maxStake: 50_000 },
  'live-wheel': { minStake: 10, maxStake: 10_000 },
  'live-blackjack': { minStake: 100, maxStake: 50_000 },
  'virtual-football': { minStake: 10, maxStake: 50_000 },
};

/**
 * Published returns (percent) of the engines that are not slots (slots take their variant's exact `rtp`).
 * European roulette: 36/37. Blackjack: the engine's rules (6 decks, dealer stands on soft 17, 3:2, double on any
 * two cards, no split) played by basic strategy: 1.6 million simulated hands returned 99.0–99.1% of the initial
 * stakes (the usual 99.4–99.6% needs splitting, which the engine does not offer). Crash: the 3% edge the crash
 * point's distribution is built with. Money wheel: its lowest bet's exact return, a '20' at 43/45 = 95.556% (every
 * other bet returns 95.9–96.7%, wheel.ts), to one decimal as roulette's. Null where the return depends on how the
 * round is played (live blackjack's decisions) or on the sports slip (virtual football).
 */
export const ENGINE_RTP: Record<Exclude<CasinoEngine, 'slot'>, number | null> = {
  roulette: 97.3,
  blackjack: 99,
  crash: 97,
  'live-roulette': 97.3,
  'live-wheel': 95.6,
  'live-blackjack': null,
  'virtual-football': null,
};
