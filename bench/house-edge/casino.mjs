// The casino's products played with the best strategies a player has: every bet kind, every target, basic strategy
// at blackjack. Engines run on the production random source (node:crypto); exact returns where they can be
// enumerated, simulated ones beside them.

import { actBlackjack, dealBlackjack } from '../../apps/server/src/modules/casino/engines/blackjack.ts';
import {
  BASIC_STRATEGY_RETURN,
  basicStrategy,
} from '../../apps/server/src/modules/casino/engines/blackjack-strategy.ts';
import { playCrash } from '../../apps/server/src/modules/casino/engines/crash.ts';
import { cryptoRng } from '../../apps/server/src/modules/casino/engines/rng.ts';
import { ROULETTE_POCKETS, rouletteReturns } from '../../apps/server/src/modules/casino/engines/roulette.ts';
import { spinSlot } from '../../apps/server/src/modules/casino/engines/slot.ts';
import { SLOT_VARIANTS } from '../../apps/server/src/modules/casino/engines/slot-variants.ts';
import { TOP_SLOT, WHEEL_LAYOUT, wheelReturns } from '../../apps/server/src/modules/casino/engines/wheel.ts';
import { round, tally } from './stats.mjs';

const STAKE = 100;

const ROULETTE_BETS = [
  { kind: 'straight', numbers: [17], stake: STAKE },
  { kind: 'split', numbers: [0, 2], stake: STAKE },
  { kind: 'street', numbers: [31, 32, 33], stake: STAKE },
  { kind: 'corner', numbers: [0, 1, 2, 3], stake: STAKE },
  { kind: 'line', numbers: [19, 20, 21, 22, 23, 24], stake: STAKE },
  { kind: 'dozen', index: 3, stake: STAKE },
  { kind: 'column', index: 1, stake: STAKE },
  { kind: 'red', stake: STAKE },
  { kind: 'odd', stake: STAKE },
  { kind: 'high', stake: STAKE },
];

/** Roulette (alone or at a live table, one engine): each bet kind's exact return over the 37 pockets. */
function roulette(product) {
  return ROULETTE_BETS.map((bet) => {
    let back = 0;
    for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++) back += rouletteReturns([bet], pocket)[0];
    const exact = back / ROULETTE_POCKETS / STAKE;
    const spins = tally(product, `every spin on ${bet.kind}`);
    for (let i = 0; i < 100_000; i++) spins.add(STAKE, rouletteReturns([bet], cryptoRng.int(ROULETTE_POCKETS))[0]);
    return spins.report({ expectedHouseReturn: round(1 - exact) });
  });
}

/** The money wheel: each segment's exact return over every top-slot pick and wheel stop. */
function wheel(product) {
  const segments = [...new Set(WHEEL_LAYOUT)];
  return segments.map((segment) => {
    let back = 0;
    for (const boost of TOP_SLOT) {
      for (const stop of WHEEL_LAYOUT) back += wheelReturns([{ segment, stake: STAKE }], { segment: stop, boost })[0];
    }
    const exact = back / (TOP_SLOT.length * WHEEL_LAYOUT.length) / STAKE;
    const spins = tally(product, `every spin on ${segment}`);
    for (let i = 0; i < 100_000; i++) {
      const stop = {
        segment: WHEEL_LAYOUT[cryptoRng.int(WHEEL_LAYOUT.length)],
        boost: TOP_SLOT[cryptoRng.int(TOP_SLOT.length)],
      };
      spins.add(STAKE, wheelReturns([{ segment, stake: STAKE }], stop)[0]);
    }
    return spins.report({ expectedHouseReturn: round(1 - exact) });
  });
}

function slots() {
  return Object.entries(SLOT_VARIANTS).map(([key, variant]) => {
    const spins = tally('casino:slot', `${key}: every spin`);
    for (let i = 0; i < 200_000; i++) spins.add(STAKE, spinSlot(variant, STAKE, cryptoRng).win);
    return spins.report({ expectedHouseReturn: round(1 - variant.rtp / 100) });
  });
}

/** Crash: P(point ≥ m) = 0.97 / m, so every target returns 97 %; the simulation checks the low and the high ones. */
function crash() {
  return [1.01, 1.5, 2, 10, 100, 1000].map((target) => {
    const rounds = tally('casino:crash', `cash out at ${target}×`);
    for (let i = 0; i < 200_000; i++) rounds.add(STAKE, playCrash(STAKE, target, cryptoRng).win);
    return rounds.report({ expectedHouseReturn: 0.03 });
  });
}

/** Blackjack alone: basic strategy (the best a player without the shoe can do), doubling as it says. */
function blackjack() {
  const hands = tally('casino:blackjack', 'basic strategy');
  for (let i = 0; i < 200_000; i++) {
    let step = dealBlackjack(STAKE, cryptoRng);
    while (!step.finished) step = actBlackjack(step.state, basicStrategy(step.state.player, step.state.dealer[0]));
    // A doubled hand staked twice: the return is over everything staked.
    hands.add(step.stake, step.win);
  }
  return [hands.report({ expectedHouseReturn: round(1 - BASIC_STRATEGY_RETURN) })];
}

export function casinoProducts() {
  return [
    ...slots(),
    ...roulette('casino:roulette'),
    ...roulette('tables:live-roulette'),
    ...crash(),
    ...blackjack(),
    ...wheel('tables:live-wheel'),
  ];
}
