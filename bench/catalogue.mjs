// Catalogue benchmark (issue 4): requests per second and p99 latency of the sports read API under 100 concurrent
// connections (autocannon), against the production build: the events list a league page asks for, and one event's
// full market list. `node bench/catalogue.mjs` starts the server on a fresh PGlite and prints JSON.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './server.mjs';

const ROOT = join(import.meta.dirname, '..');
export const EVENTS_PATH = '/api/sports/events?sport=football&limit=50';
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One autocannon run: `connections` clients keep requesting `url` for `durationS` seconds. */
async function hammer(url, { connections = 100, durationS = 10, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration: durationS, headers });
  return {
    path: new URL(url).pathname + new URL(url).search,
    acceptEncoding: headers['accept-encoding'] ?? null,
    connections,
    durationS,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Measures the events list and one event's detail on a running server (`baseUrl`). */
export async function measureCatalogue(baseUrl, options = {}) {
  const list = await (await fetch(`${baseUrl}${EVENTS_PATH}`)).json();
  const eventId = list.events?.[0]?.id;
  if (!eventId) throw new Error(`the events list is empty: ${JSON.stringify(list).slice(0, 200)}`);
  return {
    budgetRequestsPerSecond: 5000,
    eventsList: await hammer(`${baseUrl}${EVENTS_PATH}`, options),
    // What a browser asks for: the compressed answer.
    eventsListBrotli: await hammer(`${baseUrl}${EVENTS_PATH}`, { ...options, headers: BROWSER_ENCODINGS }),
    eventDetail: await hammer(`${baseUrl}/api/sports/events/${eventId}`, options),
  };
}

export async function benchCatalogue() {
  const server = await startServer(3293);
  try {
    return await measureCatalogue(server.url);
  } finally {
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(ROOT, 'apps/server/dist/main.js'))) {
    console.error('Build the server first: npm run build -w @playline/server');
    process.exit(1);
  }
  console.log(JSON.stringify({ measuredAt: new Date().toISOString(), ...(await benchCatalogue()) }, null, 2));
}
