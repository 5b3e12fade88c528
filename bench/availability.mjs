// Availability benchmark (issue 18): does the server keep answering /ping while one machine abuses it? On loopback
// only, against the production build with its default limits: (1) IDLE sockets from one address that never send a
// request, plus SPREAD addresses each opening a little more than the per-address cap; (2) builder prices hammered
// by 100 connections from one address. Meanwhile /ping is timed from another loopback address (127.0.0.200).
// `node bench/availability.mjs` after `npm run build`; prints JSON. IDLE, SPREAD, PER_SPREAD and SECONDS tune it.
import { request } from 'node:http';
import { connect } from 'node:net';
import autocannon from 'autocannon';
import { startServer } from './server.mjs';

const IDLE = Number(process.env.IDLE ?? 5000);
const SPREAD = Number(process.env.SPREAD ?? 8);
const PER_SPREAD = Number(process.env.PER_SPREAD ?? 300);
const SECONDS = Number(process.env.SECONDS ?? 10);
/** Short, so the bench can watch idle sockets being closed without waiting the default 30 s. */
const IDLE_TIMEOUT_SECONDS = 5;
const PORT = 3296;
const PROBE_ADDRESS = '127.0.0.200';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? null;

/** One GET from `localAddress` on a fresh connection: status and milliseconds (status 0 when it failed). */
function timedGet(path, localAddress) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, localAddress, agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

/** Times /ping from the probe address every 50 ms until `stop()`; answers the summary. */
function probePing() {
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      samples.push(await timedGet('/ping', PROBE_ADDRESS));
      await sleep(50);
    }
  })();
  return async () => {
    running = false;
    await loop;
    const ok = samples
      .filter((s) => s.status === 200)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);
    return {
      probes: samples.length,
      failed: samples.length - ok.length,
      p50Ms: round(percentile(ok, 50)),
      p99Ms: round(percentile(ok, 99)),
      maxMs: round(ok.at(-1) ?? null),
    };
  };
}

/** Opens `count` raw sockets from `localAddress` that never send anything; counts the ones the server closes. */
async function openIdle(count, localAddress, sockets, tally) {
  const opened = [];
  for (let i = 0; i < count; i++) {
    opened.push(
      new Promise((resolve) => {
        const socket = connect({ host: '127.0.0.1', port: PORT, localAddress });
        sockets.push(socket);
        socket.on('connect', () => resolve(true));
        socket.on('error', () => resolve(false));
        socket.on('close', () => {
          tally.closedByServer += 1;
        });
      }),
    );
    if (i % 200 === 199) await Promise.all(opened.slice(-200));
  }
  const results = await Promise.all(opened);
  tally.connected += results.filter(Boolean).length;
}

async function idleSockets() {
  const sockets = [];
  const tally = { connected: 0, closedByServer: 0 };
  const stop = probePing();
  const started = performance.now();
  await openIdle(IDLE, '127.0.0.1', sockets, tally);
  // The address holds its share (and idle ones have not timed out yet): a real request from it is refused.
  const sameAddressPing = (await timedGet('/ping', '127.0.0.1')).status;
  for (let i = 0; i < SPREAD; i++) await openIdle(PER_SPREAD, `127.0.1.${i + 1}`, sockets, tally);
  const openingMs = Math.round(performance.now() - started);
  await sleep(3000); // the refusal grace (2 s) has passed: the refused sockets are closed
  const afterGrace = { ...tally };
  await sleep(IDLE_TIMEOUT_SECONDS * 1000 + 3000); // the idle timeout has passed: the admitted ones too
  const afterIdleTimeout = { ...tally };
  const ping = await stop();
  for (const socket of sockets) socket.destroy();
  return {
    socketsOpened: IDLE + SPREAD * PER_SPREAD,
    fromOneAddress: IDLE,
    spreadAddresses: SPREAD,
    perSpreadAddress: PER_SPREAD,
    openingMs,
    closedByServerAfterRefusalGrace: afterGrace.closedByServer,
    newRequestFromTheFullAddress: sameAddressPing,
    closedByServerAfterIdleTimeout: afterIdleTimeout.closedByServer,
    pingFromAnotherAddress: ping,
  };
}

/** Two builder selections of the first upcoming football event that offers builder markets. */
async function builderPair(url) {
  const list = await (await fetch(`${url}/api/sports/events?sport=football&limit=50`)).json();
  for (const summary of list.events) {
    const event = await (await fetch(`${url}/api/sports/events/${summary.id}`)).json();
    const markets = (event.markets ?? []).filter((m) => m.builder && m.status === 'open');
    if (markets.length >= 2) return [markets[0].outcomes[0].id, markets[1].outcomes[0].id];
  }
  throw new Error('no event with two builder markets');
}

/** The XSRF cookie a visitor gets on its first call, to echo on POSTs as the web app does. */
async function xsrfHeaders(url) {
  const response = await fetch(`${url}/ping`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  const value = decodeURIComponent(cookie?.split(';')[0].slice('XSRF-TOKEN='.length) ?? '');
  return { cookie: `XSRF-TOKEN=${value}`, 'x-xsrf-token': value };
}

async function builderHammer(url) {
  const outcomeIds = await builderPair(url);
  const headers = { 'content-type': 'application/json', ...(await xsrfHeaders(url)) };
  const stop = probePing();
  const result = await autocannon({
    url: `${url}/api/bets/builder/price`,
    method: 'POST',
    connections: 100,
    duration: SECONDS,
    headers,
    body: JSON.stringify({ outcomeIds }),
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    connections: 100,
    seconds: SECONDS,
    requests: result.requests.total,
    statuses,
    errors: result.errors,
    latencyP99Ms: result.latency.p99,
    pingFromAnotherAddress: await stop(),
  };
}

const RATES_OFF = { RATE_BUILDER_PRICE_IP: 'off', RATE_BUILDER_PRICE_USER: 'off' };

export async function benchAvailability() {
  const results = { measuredAt: new Date().toISOString() };
  let server = await startServer(PORT, { env: { IDLE_TIMEOUT_SECONDS: String(IDLE_TIMEOUT_SECONDS) } });
  try {
    const baselineStop = probePing();
    await sleep(2000);
    results.limits = 'defaults (MAX_CONNECTIONS_PER_IP 256, RATE_BUILDER_PRICE_IP 120/1200), IDLE_TIMEOUT_SECONDS 5';
    results.baselinePing = await baselineStop();
    results.idleSockets = await idleSockets();
    results.builderPrice = await builderHammer(server.url);
  } finally {
    server.stop();
  }
  await sleep(500);
  // The same hammer with the builder's rates off: what the price cache alone holds up.
  server = await startServer(PORT, { env: RATES_OFF });
  try {
    results.builderPriceRatesOff = await builderHammer(server.url);
  } finally {
    server.stop();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchAvailability(), null, 2));
