// Bet-builder pricing cost (issue 18: POST /api/bets/builder/price is public, so a cold price must be cheap).
// Per sport, on events no one priced before: the joint model's cold build, the first 4-leg price on it, and a
// repeat price on the cached model; pre-match and in play. Runs the server's own code in process (through tsx).
// `node bench/builder-pricing.mjs`; BUILDER_BENCH_EVENTS sets how many events per sport (default 20). Prints JSON.
import { register } from 'tsx/esm/api';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 22, 14, 32);
const REPEATS = 200;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const micros = (ms) => Math.round(ms * 1000);

/** Four legs of four builder markets, the first scorer's favourite among them where the sport has one. */
function fourLegs(markets) {
  const builder = markets.filter((market) => market.builder);
  const scorer = builder.find((market) => market.key === 'first_scorer');
  const chosen = [...(scorer ? [scorer] : []), ...builder.filter((market) => market !== scorer)].slice(0, 4);
  return chosen.map((market) => {
    const outcome = [...market.outcomes].sort((a, b) => a.odds - b.odds)[0];
    return { marketKey: market.key, code: outcome.code };
  });
}

export async function benchBuilderPricing(eventsPerSport = Number(process.env.BUILDER_BENCH_EVENTS ?? 20)) {
  const unregister = register();
  try {
    const { createSimulator } = await import('../apps/server/src/modules/sports/feed/simulator.ts');
    const { builderPricing } = await import('../apps/server/src/modules/bets/builder/price.ts');
    const feed = createSimulator({ seed: 'builder-bench', speed: 1, now: () => T0 });
    const prematch = feed.eventsStartingBetween(T0 + HOUR, T0 + 7 * 24 * HOUR);
    const bySport = new Map();
    const add = (key, event, at) => {
      const list = bySport.get(key) ?? [];
      if (list.length < eventsPerSport) bySport.set(key, [...list, { event, at }]);
    };
    for (const event of prematch) add(event.sport, event, T0);
    for (let k = 0; k < 12; k++) {
      const at = T0 + k * 9 * 60_000;
      for (const event of feed.liveEvents(at)) add(`${event.sport} (live)`, event, at);
    }
    const report = {};
    for (const [key, moments] of bySport) {
      const build = [];
      const first = [];
      const repeat = [];
      for (const { event, at } of moments) {
        const markets = feed.markets(event, at);
        const legs = fourLegs(markets);
        let started = performance.now();
        const model = feed.jointModel(event, at);
        build.push(performance.now() - started);
        started = performance.now();
        builderPricing(model, legs);
        first.push(performance.now() - started);
        started = performance.now();
        for (let i = 0; i < REPEATS; i++) builderPricing(feed.jointModel(event, at), legs);
        repeat.push((performance.now() - started) / REPEATS);
      }
      report[key] = {
        events: moments.length,
        coldBuildMicros: micros(median(build)),
        first4LegPriceMicros: micros(median(first)),
        repeatPriceMicros: micros(median(repeat)),
      };
    }
    return report;
  } finally {
    await unregister();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchBuilderPricing(), null, 2));
}
