// Bets benchmark (issue 5): 100 concurrent clients (two per player) place singles, doubles and trixies against a
// running server for ~10 s, once for players without safer-gambling limits and once for players holding loss and wager
// limits in every window (issue 19); reports bets per second, latency percentiles and anomalies found afterwards (each
// player's available balance against deposits, accepted stakes and payouts; the bets each player lists against
// the bets acknowledged; retries with the same key answering the first result; the ledger's own invariants).
// `node bench/bets.mjs` starts the production build on PGlite, and also on PostgreSQL when DATABASE_URL is set,
// and prints JSON. Targets: 300 bets/s on PGlite, 1,000 on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { session } from './http-session.mjs';
import { operatorKey } from './operator-key.mjs';
import { startServer } from './server.mjs';

const ROOT = join(import.meta.dirname, '..');
const DEPOSIT = 1_000_000;
const STAKE = 100;

let keys = 0;
const newKey = (runId) => `bench-bets-${runId}-${++keys}`;

/** Wide safer-gambling limits (issue 19): never reached here, so the run measures what checking them costs. */
const WIDE_LIMITS = ['loss', 'wager'].flatMap((kind) =>
  ['day', 'week', 'month'].map((period) => ({ kind, period, amount: 100_000_000 })),
);

/** A fresh player, registered (and so logged in) through the API, with DEPOSIT in the wallet. */
async function newPlayer(baseUrl, index, runId, withLimits) {
  const call = session(baseUrl);
  await call('GET', '/ping');
  const userName = `bets${runId}${index}`;
  const registered = await call('POST', '/api/auth/register', {
    userName,
    password: `Bench-${runId}-Secret`,
    email: `${userName}@bench.test`,
    dateOfBirth: '1990-01-01',
    currencyCode: 'EUR',
    firstName: 'Bench',
    lastName: 'Player',
    countryCode: 'GB',
    acceptTerms: true,
    acceptPrivacy: true,
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  const deposit = await call(
    'POST',
    '/api/client/deposit',
    { amount: DEPOSIT, payment: { method: 'ewallet', account: 'player@example.com' } },
    { 'idempotency-key': newKey(runId) },
  );
  if (deposit.status !== 201) throw new Error(`deposit failed: ${JSON.stringify(deposit.body)}`);
  for (const limit of withLimits ? WIDE_LIMITS : []) {
    const set = await call('PUT', '/api/client/rg/limits', limit);
    if (set.status !== 200) throw new Error(`limit refused: ${JSON.stringify(set.body)}`);
  }
  return { call, staked: 0, acknowledged: new Set() };
}

/** Main-market selections of upcoming football events, one list per event (at least an hour away). */
async function selectionsByEvent(baseUrl) {
  const list = await (await fetch(`${baseUrl}/api/sports/events?sport=football&limit=100`)).json();
  const soon = Date.now() + 3_600_000;
  return list.events
    .filter((event) => Date.parse(event.startsAt) > soon && event.mainMarket?.status === 'open')
    .map((event) => event.mainMarket.outcomes.map((outcome) => ({ outcomeId: outcome.id, odds: outcome.odds })));
}

const pickFrom = (items) => items[Math.floor(Math.random() * items.length)];

/** A random slip: 70% a single, 20% a double, 10% a trixie, each selection from a different event. */
function randomSlip(events) {
  const roll = Math.random();
  const count = roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3;
  const chosen = new Set();
  while (chosen.size < count) chosen.add(pickFrom(events));
  const selections = [...chosen].map((outcomes) => pickFrom(outcomes));
  const bet =
    count === 1
      ? { type: 'single', stake: STAKE, selections }
      : count === 2
        ? { type: 'multiple', stake: STAKE, selections }
        : { type: 'system', stake: STAKE, sizes: [2, 3], selections };
  return { oddsPolicy: 'any', bets: [bet] };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function placeOne(player, slip, key, stats) {
  const started = performance.now();
  const answer = await player.call('POST', '/api/client/bets', slip, { 'idempotency-key': key });
  stats.latencies.push(performance.now() - started);
  return answer;
}

/** Every bet the player lists, all pages. */
async function listedBets(player) {
  const bets = [];
  for (let page = 1; ; page++) {
    const { body } = await player.call('GET', `/api/client/bets?status=all&pageSize=50&page=${page}`);
    bets.push(...body.bets);
    if (bets.length >= body.total || body.bets.length === 0) return bets;
  }
}

/** Acknowledged bets are listed, nothing else is, and the wallet holds deposits − stakes + payouts. */
async function checkPlayer(player, anomalies) {
  const bets = await listedBets(player);
  const ids = new Set(bets.map((bet) => bet.id));
  if (ids.size !== player.acknowledged.size || [...player.acknowledged].some((id) => !ids.has(id))) {
    anomalies.push(`listed ${ids.size} bets, acknowledged ${player.acknowledged.size}`);
  }
  const paid = bets.reduce((sum, bet) => sum + bet.payout - bet.tax, 0);
  const { body } = await player.call('GET', '/api/client/balance/refresh');
  const expected = DEPOSIT - player.staked + paid;
  if (body.calculatedBalance !== expected) anomalies.push(`available ${body.calculatedBalance} ≠ ${expected}`);
  if (body.calculatedBalance < 0) anomalies.push('negative balance');
}

/** One placement (and now and then its retry with the same key, which must answer the first result). */
async function placeRound(player, stats, runId, events) {
  const slip = randomSlip(events);
  const key = newKey(runId);
  const first = await placeOne(player, slip, key, stats);
  if (first.status === 201) {
    stats.placed += first.body.bets.length;
    for (const bet of first.body.bets) {
      player.acknowledged.add(bet.id);
      player.staked += bet.totalStake;
    }
  } else if (first.status === 409) stats.refused++;
  else stats.anomalies.push(`placement answered ${first.status}: ${JSON.stringify(first.body).slice(0, 160)}`);
  if (Math.random() < 0.03) {
    stats.retries++;
    const again = await placeOne(player, slip, key, stats);
    const same = again.status === first.status && JSON.stringify(again.body) === JSON.stringify(first.body);
    if (first.status === 201 && !same) stats.anomalies.push(`retry answered ${again.status}, not the first`);
  }
}

/**
 * Drives `clients` concurrent clients (two per player) for `durationMs`; 3% of placements are sent again with the
 * same key and must answer the first result. Answers `{betsPerSecond, p50Ms, p99Ms, anomalies, …}`.
 */
export async function measureBets(baseUrl, options = {}) {
  const { clients = 100, durationMs = 10_000, operator = true, withLimits = false } = options;
  const runId = randomBytes(3).toString('hex');
  const events = await selectionsByEvent(baseUrl);
  if (events.length < 3) throw new Error('fewer than 3 upcoming football events to bet on');
  const players = await Promise.all(
    Array.from({ length: Math.ceil(clients / 2) }, (_, index) => newPlayer(baseUrl, index, runId, withLimits)),
  );
  const stats = { latencies: [], anomalies: [], placed: 0, refused: 0, retries: 0 };
  // Warm-up (not timed): every client places one bet, so the run measures the steady state, not the first burst
  // of 100 requests queuing behind cold caches and JIT compilation.
  const warmup = { latencies: [], anomalies: [], placed: 0, refused: 0, retries: 0 };
  await Promise.all(
    Array.from({ length: clients }, (_, index) => placeRound(players[index % players.length], warmup, runId, events)),
  );
  stats.anomalies.push(...warmup.anomalies);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const player = players[index % players.length];
      while (performance.now() - started < durationMs) await placeRound(player, stats, runId, events);
    }),
  );
  const elapsedMs = performance.now() - started;
  for (const player of players) await checkPlayer(player, stats.anomalies);
  let ledgerCheck = null;
  if (operator) {
    const response = await fetch(`${baseUrl}/api/admin/ledger/check`, {
      headers: { authorization: `Bearer ${await operatorKey(baseUrl)}` },
    });
    ledgerCheck = await response.json();
    const { transactions: _count, ...invariants } = ledgerCheck;
    for (const [name, value] of Object.entries(invariants)) if (value !== 0) stats.anomalies.push(`${name} = ${value}`);
  }
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    clients,
    players: players.length,
    durationMs: Math.round(elapsedMs),
    bets: stats.placed,
    betsPerSecond: round((stats.placed / elapsedMs) * 1000),
    warmupBets: warmup.placed,
    requests: sorted.length,
    oddsChanged409: stats.refused,
    retries: stats.retries,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    anomalies: stats.anomalies.length,
    anomalyDetails: stats.anomalies.slice(0, 10),
    ledgerCheck,
  };
}

async function onServer(start, target) {
  const server = await start();
  try {
    const plain = await measureBets(server.url);
    // The same run for players who hold loss and wager limits in every window: the guard's full cost per bet.
    const limited = await measureBets(server.url, { withLimits: true });
    return { targetBetsPerSecond: target, ...plain, withLimits: limited };
  } finally {
    server.stop();
  }
}

/** The bets bench on PGlite and, when DATABASE_URL is set, on PostgreSQL. */
export async function benchBets() {
  const results = { pglite: await onServer(() => startServer(3294), 300) };
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) results.postgres = await onServer(() => startServer(3295, { databaseUrl }), 1000);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(ROOT, 'apps/server/dist/main.js'))) {
    console.error('Build the server first: npm run build -w @playline/server');
    process.exit(1);
  }
  console.log(JSON.stringify({ measuredAt: new Date().toISOString(), ...(await benchBets()) }, null, 2));
}
