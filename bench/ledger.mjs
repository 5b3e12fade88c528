// Ledger benchmark (design §10): 50 concurrent players deposit and withdraw against a running server; reports
// operations per second, latency percentiles and anomalies found afterwards (each player's balances against what
// the answers said, and, with the admin token, the ledger's own invariants). `node bench/ledger.mjs` starts the
// production build on PGlite, and also on PostgreSQL when DATABASE_URL is set, and prints JSON.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { session } from './http-session.mjs';
import { operatorKey } from './operator-key.mjs';
import { startServer } from './server.mjs';

const ROOT = join(import.meta.dirname, '..');

/** A fresh player on the site, registered (and so logged in) through the API. */
async function newPlayer(baseUrl, index, runId) {
  const call = session(baseUrl);
  await call('GET', '/ping');
  const userName = `bench${runId}${index}`;
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
  return { call, deposited: 0, withdrawn: 0, last: null };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
let keys = 0;
const newKey = (runId) => `bench-${runId}-${++keys}`;

/** One money call, timed. Unexpected statuses are anomalies; what was acknowledged is remembered for the checks. */
async function move(player, kind, amount, stats, runId) {
  const path = kind === 'deposit' ? '/api/client/deposit' : '/api/client/withdraw';
  const key = newKey(runId);
  const started = performance.now();
  const payment =
    kind === 'deposit'
      ? { method: 'ewallet', account: 'player@example.com' }
      : { method: 'bank_transfer', account: 'DE89370400440532013000' };
  const { status, body } = await player.call('POST', path, { amount, payment }, { 'idempotency-key': key });
  stats.latencies.push(performance.now() - started);
  if (status === 201 && kind === 'deposit') player.deposited += amount;
  else if (status === 201) player.withdrawn += amount;
  else if (!(status === 422 && kind === 'withdraw')) stats.anomalies.push(`${kind} answered ${status}`);
  player.last = { path, amount, key, status, body };
}

/** Sends the player's last request again with its key: the answer must be the first one, and nothing moves. */
async function retry(player, stats) {
  const { path, amount, key, status, body } = player.last;
  const started = performance.now();
  const again = await player.call('POST', path, { amount }, { 'idempotency-key': key });
  stats.latencies.push(performance.now() - started);
  const same = again.status === status && JSON.stringify(again.body) === JSON.stringify(body);
  // A refused request (422) recorded nothing, so its retry is judged afresh; an acknowledged one must repeat.
  if (status === 201 && !same) stats.anomalies.push(`retry of ${path} answered ${again.status}, not the first result`);
  if (status !== 201 && again.status === 201) player[path.endsWith('deposit') ? 'deposited' : 'withdrawn'] += amount;
}

/**
 * What the server acknowledged must be what it holds: the available balance is every deposit minus every
 * withdrawal requested (completion does not change it), and the total lies between that and the deposits (a
 * pending withdrawal is still in it); once the provider has paid everything out, the two are equal.
 */
async function checkPlayer(player, anomalies, settleMs) {
  const expected = player.deposited - player.withdrawn;
  const deadline = performance.now() + settleMs;
  let balance = (await player.call('GET', '/api/client/balance/refresh')).body;
  while (balance.balance !== balance.calculatedBalance && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    balance = (await player.call('GET', '/api/client/balance/refresh')).body;
  }
  if (balance.calculatedBalance !== expected) anomalies.push(`available ${balance.calculatedBalance} ≠ ${expected}`);
  if (balance.balance < balance.calculatedBalance || balance.balance > player.deposited) {
    anomalies.push(`balance ${balance.balance} outside [${balance.calculatedBalance}, ${player.deposited}]`);
  }
  if (balance.calculatedBalance < 0) anomalies.push('negative balance');
}

/**
 * Drives `clients` players for `durationMs`: each loops over deposits and withdrawals (sometimes more than is
 * available, which must be refused with 422) and now and then retries its last request with the same key.
 * Answers `{opsPerSecond, p50Ms, p99Ms, anomalies, …}`; anomalies must be 0. Options: `clients` (50), `durationMs`
 * (10 s), `settleMs` (how long to wait for pending withdrawals to complete before checking, 0), `operator`
 * (true: the ledger's own invariants are checked with an operator's API key; false: `ledgerCheck` is null).
 */
export async function measureLedger(baseUrl, options = {}) {
  const { clients = 50, durationMs = 10_000, settleMs = 0, operator = true } = options;
  const runId = randomBytes(3).toString('hex');
  const players = await Promise.all(Array.from({ length: clients }, (_, index) => newPlayer(baseUrl, index, runId)));
  const stats = { latencies: [], anomalies: [] };
  const started = performance.now();
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() - started < durationMs) {
        const roll = Math.random();
        if (roll < 0.05 && player.last) await retry(player, stats);
        else
          await move(
            player,
            roll < 0.6 ? 'deposit' : 'withdraw',
            100 + Math.floor(Math.random() * 5_000),
            stats,
            runId,
          );
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  await Promise.all(players.map((player) => checkPlayer(player, stats.anomalies, settleMs)));
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
    durationMs: Math.round(elapsedMs),
    operations: sorted.length,
    opsPerSecond: round((sorted.length / elapsedMs) * 1000),
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    anomalies: stats.anomalies.length,
    anomalyDetails: stats.anomalies.slice(0, 10),
    ledgerCheck,
  };
}

async function onServer(start) {
  const server = await start();
  try {
    // Withdrawals complete 2 s after the request here: give them time to, so the totals can be compared exactly.
    return await measureLedger(server.url, { settleMs: 8000 });
  } finally {
    server.stop();
  }
}

/**
 * The ledger bench on PGlite and, when DATABASE_URL is set, on PostgreSQL. The servers share an admin token for the
 * ledger check and withdrawals that complete during the run, so the background job competes with the players.
 */
export async function benchLedger() {
  process.env.WITHDRAWAL_DELAY_SECONDS ??= '2';
  const results = { pglite: await onServer(() => startServer(3291)) };
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) results.postgres = await onServer(() => startServer(3292, { databaseUrl }));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(ROOT, 'apps/server/dist/main.js'))) {
    console.error('Build the server first: npm run build -w @playline/server');
    process.exit(1);
  }
  console.log(JSON.stringify({ measuredAt: new Date().toISOString(), ...(await benchLedger()) }, null, 2));
}
