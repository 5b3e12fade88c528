// The sportsbook played as an attacker would: every outcome of every market, every pair of bet-builder legs, each
// cashed out the moment it is placed, and in-play bets. The feed runs on a secret random seed (the player sees
// prices, never the draw); bets are paid as settlement pays them, from the simulator's own results.
import { randomBytes } from 'node:crypto';
import { messagesIn } from '../../apps/server/src/i18n/translate.ts';
import { builderPrice } from '../../apps/server/src/modules/bets/builder/quote.ts';
import { cashOutOffer } from '../../apps/server/src/modules/bets/cash-out/offer.ts';
import { createSimulator } from '../../apps/server/src/modules/sports/feed/simulator.ts';
import { tally } from './stats.mjs';

const HOUR = 3_600_000;
const STAKE = 100;
const messages = messagesIn(1);

/** What an outcome paid per unit: its odds when it won, 1 when void, 0 when it lost. */
const settledReturn = (result, outcomeId, odds) =>
  result.voidOutcomeIds.includes(outcomeId) ? 1 : result.winningOutcomeIds.includes(outcomeId) ? odds : 0;

function createTallies() {
  const all = new Map();
  return {
    of(product, strategy) {
      const key = `${product}|${strategy}`;
      if (!all.has(key)) all.set(key, tally(product, strategy));
      return all.get(key);
    },
    reports: () => [...all.values()].map((entry) => entry.report()),
  };
}

/** Up to `perSport` events of each sport starting within the next week, each at least two hours away. */
function eventsToPlay(feed, from, perSport) {
  const bySport = new Map();
  for (const event of feed.eventsStartingBetween(from + 2 * HOUR, from + 7 * 24 * HOUR)) {
    const list = bySport.get(event.sport) ?? [];
    if (list.length < perSport) list.push(event);
    bySport.set(event.sport, list);
  }
  return [...bySport.values()].flat();
}

const leg = (event, market, outcome) => ({
  outcomeId: outcome.id,
  eventId: event.id,
  marketKey: market.key,
  odds: outcome.odds,
  status: 'open',
  startsAt: new Date(event.startsAt),
});

/** Every pair of open outcomes from two different builder markets of the event (a sample when there are many). */
function builderPairs(markets, limit) {
  const legs = markets
    .filter((market) => market.builder && market.status === 'open')
    .flatMap((market) => market.outcomes.filter((o) => o.status === 'open').map((outcome) => ({ market, outcome })));
  const pairs = [];
  for (let i = 0; i < legs.length; i++) {
    for (let j = i + 1; j < legs.length; j++)
      if (legs[i].market.key !== legs[j].market.key) pairs.push([legs[i], legs[j]]);
  }
  for (let i = pairs.length - 1; i > 0; i--) {
    const k = Math.floor(Math.random() * (i + 1));
    [pairs[i], pairs[k]] = [pairs[k], pairs[i]];
  }
  return pairs.slice(0, limit);
}

function playPreMatch(feed, clock, event, result, tallies) {
  const product = `sports:${event.sport}`;
  const markets = feed.markets(event, clock.now);
  for (const market of markets) {
    if (market.status !== 'open') continue;
    for (const outcome of market.outcomes) {
      if (outcome.status !== 'open') continue;
      tallies
        .of(product, 'every outcome of every market')
        .add(STAKE, STAKE * settledReturn(result, outcome.id, outcome.odds));
      const bet = {
        type: 'single',
        status: 'open',
        totalStake: STAKE,
        potentialReturn: Math.floor(STAKE * outcome.odds),
        odds: outcome.odds,
      };
      const offer = cashOutOffer(bet, [leg(event, market, outcome)], feed, clock.now);
      if (offer?.available) tallies.of(product, 'single cashed out at once').add(STAKE, offer.value);
    }
  }
  let refused = 0;
  // The last pre-match instant: at kick-off itself a first-minute goal may already stand.
  const truth = feed.jointModel(event, event.startsAt - 1);
  for (const [a, b] of builderPairs(markets, 40)) {
    let odds;
    try {
      odds = builderPrice(feed, [a.outcome.id, b.outcome.id], messages).odds;
    } catch {
      refused++;
      continue;
    }
    const won = settledReturn(result, a.outcome.id, 1) * settledReturn(result, b.outcome.id, 1);
    const pair = [a.market.type, b.market.type].sort().join(' + ');
    // The match is drawn from its kick-off model: what the bet returns on average, beside what it returned here.
    const chance = truth?.chance([a, b].map(({ market, outcome }) => ({ marketKey: market.key, code: outcome.code })));
    const expected = chance === null || chance === undefined ? undefined : STAKE * odds * chance;
    tallies.of('sports:builder', 'every pair of legs').add(STAKE, won > 0 ? STAKE * odds : 0, expected);
    tallies.of('sports:builder', `pairs ${pair}`).add(STAKE, won > 0 ? STAKE * odds : 0, expected);
    const bet = { type: 'builder', status: 'open', totalStake: STAKE, potentialReturn: Math.floor(STAKE * odds), odds };
    const offer = cashOutOffer(
      bet,
      [leg(event, a.market, a.outcome), leg(event, b.market, b.outcome)],
      feed,
      clock.now,
    );
    if (offer?.available) {
      tallies.of('sports:builder', 'pair cashed out at once').add(STAKE, offer.value);
      tallies.of('sports:builder', `pairs ${pair} cashed out at once`).add(STAKE, offer.value);
    }
  }
  return refused;
}

/** In play: every outcome of the main market at a random moment of the match, at the live price. */
function playInPlay(feed, clock, event, result, tallies) {
  clock.now = event.startsAt + Math.floor(Math.random() * 80 + 2) * 60_000;
  if (feed.status(event, clock.now) !== 'live') return;
  const main = feed.markets(event, clock.now)[0];
  if (main?.status !== 'open') return;
  for (const outcome of main.outcomes) {
    if (outcome.status !== 'open') continue;
    tallies
      .of(`sports:${event.sport}`, 'every main-market outcome in play')
      .add(STAKE, STAKE * settledReturn(result, outcome.id, outcome.odds));
  }
}

export function sportsProducts(perSport) {
  const clock = { now: Date.now() };
  const feed = createSimulator({ seed: randomBytes(32).toString('hex'), speed: 1, now: () => clock.now });
  const tallies = createTallies();
  let refusedPairs = 0;
  for (const event of eventsToPlay(feed, clock.now, perSport)) {
    const result = feed.result(event, event.startsAt + 2 * 24 * HOUR);
    if (!result) continue;
    clock.now = event.startsAt - 2 * HOUR;
    refusedPairs += playPreMatch(feed, clock, event, result, tallies);
    playInPlay(feed, clock, event, result, tallies);
  }
  return { products: tallies.reports(), refusedBuilderPairs: refusedPairs };
}
