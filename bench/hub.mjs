// Hub benchmark on one instance: (1) with the feed calibrated to ~500 odds changes per second, 10,000 sockets that
// each follow the live overview and one match (a phone on /live or a match page) — delivery latency and messages
// per second; (2) the same sockets each following the overview and 20 matches (without subscribe snapshots), with
// the feed 30 times faster — the hub's delivered messages per second; (3) long tasks in a browser on /live at ~500 changes per second.
// `node bench/hub.mjs` after `npm run build`; prints JSON. CLIENTS and SECONDS tune it.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import WebSocket from 'ws';
import { operatorKey } from './operator-key.mjs';
import { CHROMIUM, startServer } from './server.mjs';

const CLIENTS = Number(process.env.CLIENTS ?? 10_000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const TARGET_CHANGES_PER_SECOND = 500;
/** Fast enough that every event in play changes at every tick of the publisher. */
const THROUGHPUT_FEED_SPEED = Number(process.env.THROUGHPUT_FEED_SPEED ?? 30);
/** Matches each socket follows in the throughput run (a desktop with many match cards open, say). */
const THROUGHPUT_EVENTS_PER_CLIENT = Number(process.env.THROUGHPUT_EVENTS_PER_CLIENT ?? 20);
const PORT = 3294;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function hubStats(url) {
  const response = await fetch(`${url}/api/admin/hub`, {
    headers: { authorization: `Bearer ${await operatorKey(url)}` },
  });
  return response.json();
}

/** Outcome changes per second the leader's publisher produces, over `seconds`. */
async function changesPerSecond(url, seconds) {
  await sleep(3000); // the publisher's first tick only primes
  const first = await hubStats(url);
  const started = Date.now();
  await sleep(seconds * 1000);
  const last = await hubStats(url);
  const elapsed = (Date.now() - started) / 1000;
  return {
    outcomeChangesPerSecond: Math.round((last.publisher.outcomeChanges - first.publisher.outcomeChanges) / elapsed),
    publishedMessagesPerSecond: Math.round((last.publisher.messages - first.publisher.messages) / elapsed),
    // The share of the leader's time the live publisher takes (reading the feed, diffing, publishing).
    publisherBusyShare: Math.round(((last.publisher.busyMs - first.publisher.busyMs) / 1000 / elapsed) * 100) / 100,
  };
}

/** CPU seconds a process has used (user + system), from /proc; clock ticks are 100 per second on Linux. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? null;

async function connectClients(url, liveEventIds, eventsPerClient) {
  const wsUrl = `${url.replace('http', 'ws')}/api/hub`;
  const clients = [];
  const counters = { messages: 0, bytes: 0, latencies: [], sampledByType: {} };
  for (let batch = 0; batch < CLIENTS; batch += 250) {
    const opened = [];
    for (let i = batch; i < Math.min(CLIENTS, batch + 250); i++) {
      const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
      const sampled = i % 20 === 0; // every 20th client parses its messages for the latency
      ws.on('message', (data) => {
        counters.messages++;
        counters.bytes += data.length;
        if (!sampled || !counters.measuring) return;
        const message = JSON.parse(data);
        if (message.publishedAt) counters.latencies.push(Date.now() - message.publishedAt);
        counters.sampledByType[message.type] = (counters.sampledByType[message.type] ?? 0) + 1;
      });
      opened.push(
        new Promise((resolve, reject) => {
          ws.once('open', () => {
            const events = Array.from(
              { length: eventsPerClient },
              (_, k) => `event:${liveEventIds[(i + k) % liveEventIds.length]}`,
            );
            // The throughput run follows many matches: it skips the snapshots (a client that holds the state).
            ws.send(
              JSON.stringify({ type: 'subscribe', channels: ['live', ...events], snapshot: eventsPerClient <= 5 }),
            );
            resolve();
          });
          ws.once('error', reject);
        }),
      );
      clients.push(ws);
    }
    await Promise.all(opened);
  }
  return { clients, counters };
}

async function measureFanOut(server, eventsPerClient) {
  const { events } = await (await fetch(`${server.url}/api/sports/events?status=live&limit=500`)).json();
  const liveEventIds = events.map((event) => event.id);
  const connectStarted = Date.now();
  const { clients, counters } = await connectClients(server.url, liveEventIds, eventsPerClient);
  const connectSeconds = (Date.now() - connectStarted) / 1000;
  await sleep(3000); // snapshots on subscribe are not the steady state
  const before = await hubStats(server.url);
  const serverCpuBefore = cpuSeconds(server.pid);
  const clientCpuBefore = process.cpuUsage();
  counters.messages = 0;
  counters.bytes = 0;
  counters.measuring = true;
  const started = Date.now();
  await sleep(SECONDS * 1000);
  const elapsed = (Date.now() - started) / 1000;
  counters.measuring = false;
  const after = await hubStats(server.url);
  const serverCpu = (cpuSeconds(server.pid) - serverCpuBefore) / elapsed;
  const clientCpuUsage = process.cpuUsage(clientCpuBefore);
  const clientCpu = (clientCpuUsage.user + clientCpuUsage.system) / 1e6 / elapsed;
  const latencies = counters.latencies.sort((a, b) => a - b);
  const result = {
    clients: CLIENTS,
    liveEvents: liveEventIds.length,
    channelsPerClient: 1 + eventsPerClient,
    connectSeconds,
    connectionsOnServer: after.connections,
    deliveredPerSecondClientSide: Math.round(counters.messages / elapsed),
    deliveredPerSecondServerSide: Math.round((after.delivered - before.delivered) / elapsed),
    publishedPerSecondMeanwhile: Math.round((after.publisher.messages - before.publisher.messages) / elapsed),
    outcomeChangesPerSecondMeanwhile: Math.round(
      (after.publisher.outcomeChanges - before.publisher.outcomeChanges) / elapsed,
    ),
    megabytesPerSecond: Math.round(counters.bytes / elapsed / 1e5) / 10,
    /** What the sampled sockets (one in 20) received, by message type. */
    sampledByType: counters.sampledByType,
    latencyMs: {
      samples: latencies.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? null,
    },
    serverRssMb: rssMb(server.pid),
    // Both processes share this machine's cores: a client process near 100% means the clients, not the hub, set
    // the pace.
    cpuCoresUsed: { server: Math.round(serverCpu * 100) / 100, clients: Math.round(clientCpu * 100) / 100 },
  };
  for (const ws of clients) ws.terminate();
  return result;
}

/** Long tasks on /live while the feed changes ~500 odds a second (after the page settled). */
async function measureLivePage(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${url}/live`, { waitUntil: 'networkidle' });
    await sleep(3000);
    const from = await page.evaluate(() => performance.now());
    await sleep(SECONDS * 2000);
    const tasks = await page.evaluate((start) => window.__longTasks.filter((task) => task.start >= start), from);
    const durations = tasks.map((task) => Math.round(task.duration));
    return { observedSeconds: SECONDS * 2, longTasksOver50ms: tasks.length, longestMs: Math.max(0, ...durations) };
  } finally {
    await browser.close();
  }
}

export async function benchHub() {
  // Every bench socket comes from one loopback address: the per-address caps (decision 021) are lifted here.
  const env = { FEED_SPEED: '1', MAX_CONNECTIONS_PER_IP: '0', MAX_HUB_SOCKETS_PER_IP: '0' };
  let server = await startServer(PORT, { env });
  const atSpeed1 = await changesPerSecond(server.url, 5);
  server.stop();
  await sleep(500);
  const speed = Math.max(
    1,
    Math.round((TARGET_CHANGES_PER_SECOND / Math.max(1, atSpeed1.outcomeChangesPerSecond)) * 10) / 10,
  );
  const results = { targets: { clients: 10_000, deliveredPerSecond: 50_000, longTasks: 0 } };
  server = await startServer(PORT, { env: { ...env, FEED_SPEED: String(speed) } });
  try {
    results.at500ChangesPerSecond = {
      feed: { feedSpeed: speed, atSpeed1, ...(await changesPerSecond(server.url, 5)) },
      livePage: await measureLivePage(server.url),
      sockets: await measureFanOut(server, 1),
    };
  } finally {
    server.stop();
  }
  await sleep(500);
  server = await startServer(PORT, { env: { ...env, FEED_SPEED: String(THROUGHPUT_FEED_SPEED) } });
  try {
    results.throughput = {
      feed: { feedSpeed: THROUGHPUT_FEED_SPEED, ...(await changesPerSecond(server.url, 5)) },
      sockets: await measureFanOut(server, THROUGHPUT_EVENTS_PER_CLIENT),
    };
  } finally {
    server.stop();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchHub(), null, 2));
