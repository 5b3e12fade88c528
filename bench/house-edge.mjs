// House edge (issue 18): plays every product many thousands of times with the best strategies a player could find
// and reports the house's return per product and strategy, which must be positive for each. Runs the server's own
// pricing, cash-out and game code in process (through tsx), on a secret random feed seed, and prints JSON.
// `node bench/house-edge.mjs`; HOUSE_EDGE_EVENTS sets how many events per sport the sports part plays.
import { register } from 'tsx/esm/api';

/** A realized return this many standard errors below zero is a loss, not chance (where no exact figure exists). */
const TOLERANCE_IN_STANDARD_ERRORS = 3;

/** Below this many plays a realized return with any spread proves nothing either way. */
const MIN_PLAYS = 100;

/**
 * Exact or model figures decide where they exist (games that can be enumerated; builder bets under the model the
 * match is drawn from); elsewhere the realized return decides, unless it lies within noise of zero.
 */
const showsNoEdge = (entry) =>
  entry.expectedHouseReturn !== undefined
    ? !(entry.expectedHouseReturn > 0)
    : entry.houseReturn + TOLERANCE_IN_STANDARD_ERRORS * entry.standardError <= 0;
const inconclusive = (entry) =>
  entry.expectedHouseReturn === undefined && entry.standardError > 0 && entry.plays < MIN_PLAYS;

export async function benchHouseEdge(eventsPerSport = Number(process.env.HOUSE_EDGE_EVENTS ?? 150)) {
  const unregister = register();
  try {
    const { casinoProducts } = await import('./house-edge/casino.mjs');
    const { sportsProducts } = await import('./house-edge/sports.mjs');
    const started = performance.now();
    const sports = sportsProducts(eventsPerSport);
    const products = [...sports.products, ...casinoProducts()];
    const losing = products.filter(showsNoEdge);
    const unproven = products.filter((entry) => !showsNoEdge(entry) && inconclusive(entry));
    return {
      seconds: Math.round((performance.now() - started) / 100) / 10,
      everyHouseReturnPositive: losing.length === 0,
      losing: losing.map((entry) => `${entry.product} / ${entry.strategy} (${entry.plays} plays)`),
      tooFewPlays: unproven.map((entry) => `${entry.product} / ${entry.strategy} (${entry.plays} plays)`),
      eventsPerSport,
      refusedBuilderPairs: sports.refusedBuilderPairs,
      products,
    };
  } finally {
    await unregister();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify({ measuredAt: new Date().toISOString(), ...(await benchHouseEdge()) }, null, 2));
}
