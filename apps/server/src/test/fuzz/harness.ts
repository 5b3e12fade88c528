import { IDEMPOTENCY_HEADER, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@playline/contract';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { users } from '#app/db/schema.ts';
import { createPlayer, sessionClient } from '../factories';
import { newKey, TestClient } from '../test-client';
import { changedCounts, installRowCounters, responseProblem, rowCounts } from './invariants';
import { type FuzzRequest, type FuzzRoute, requestArbitrary } from './request-arbitrary';

export interface FuzzFailure {
  route: string;
  problem: string;
  request: { persona: string; method: string; url: string; headers: Record<string, string>; payload?: string };
  status: number;
  body: string;
}

export interface FuzzReport {
  endpoints: number;
  endpointsDone: number;
  runsPerEndpoint: number;
  requests: number;
  seconds: number;
  statuses: Record<string, number>;
  failures: FuzzFailure[];
  /** Requests per route key, and its statuses: shows where validation lets requests through. */
  perEndpoint: Record<string, { runs: number; ms: number; statuses: Record<string, number> }>;
}

/** Cookies and headers of the three callers: every request carries a valid XSRF pair, so bodies are reached. */
interface Personas {
  visitor: TestClient;
  player: TestClient;
  shop: TestClient;
  adminToken: string;
}

/** Requests per fresh player (a fuzzed logout or self-exclusion ends one) and per count comparison of reads. */
const BATCH = 50;
const SITE_ID = 1;
const SHOP_SITE_ID = 54;
const HOST = `site${SITE_ID}.localhost`;
const clip = (text: string, length = 300) =>
  text.length > length ? `${text.slice(0, length)}…(${text.length})` : text;

/** A fresh funded player with a session and an XSRF cookie. */
async function freshPlayer(app: FastifyInstance): Promise<TestClient> {
  const player = await createPlayer(app);
  const client = await sessionClient(app, player.userId, SITE_ID);
  await client.post(
    '/api/client/deposit',
    { amount: 50_000, payment: { method: 'ewallet', account: 'player@example.com' } },
    { [IDEMPOTENCY_HEADER]: newKey() },
  );
  return client;
}

/** A new session of the seeded operator of shop site 54 (design §8), with its XSRF cookie. */
async function shopOperator(app: FastifyInstance): Promise<TestClient> {
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, 'shop1'), eq(users.shopSiteId, SHOP_SITE_ID)));
  if (!row) throw new Error('no seeded shop operator');
  const client = await sessionClient(app, row.id, SHOP_SITE_ID);
  await client.get('/ping');
  return client;
}

async function send(app: FastifyInstance, personas: Personas, request: FuzzRequest) {
  const client =
    request.persona === 'player' ? personas.player : request.persona === 'shop' ? personas.shop : personas.visitor;
  const xsrf = client.cookies.get(XSRF_COOKIE) ?? '';
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      host: client.host,
      [XSRF_HEADER]: xsrf,
      ...(request.persona === 'admin' ? { authorization: `Bearer ${personas.adminToken}` } : {}),
      ...request.headers,
    },
    cookies: Object.fromEntries(client.cookies),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** Routes that take no input at all (no params or schema): their query fuzzing needs far fewer runs. */
const takesInput = (route: FuzzRoute) =>
  /[:*]/.test(route.url) ||
  Boolean(route.schema?.params || route.schema?.querystring || route.schema?.body || route.schema?.headers);

/** Writes first, then reads that take input, then the rest: a time-limited long run covers what matters most. */
const priority = (route: FuzzRoute) => (route.method !== 'GET' ? 0 : takesInput(route) ? 1 : 2);

/** The routes worth fuzzing: every route, once (HEAD mirrors GET, so it is left out), most valuable first. */
export function fuzzableRoutes(routes: FuzzRoute[]): FuzzRoute[] {
  const seen = new Set<string>();
  return routes
    .filter((route) => {
      const key = `${route.method} ${route.url}`;
      if (route.method === 'HEAD' || route.method === 'OPTIONS' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => priority(a) - priority(b));
}

export interface FuzzOptions {
  runs: number;
  /** Requests for routes that take no input at all (default `runs`): the normal suite spends less on them. */
  inputlessRuns?: number;
  seed: number;
  adminToken: string;
  /** Called after each endpoint with the report so far (the long run writes it as it goes). */
  onEndpoint?: (report: FuzzReport) => void;
  /** A time limit per endpoint (ms): a long run stops an endpoint there; the report says how many requests ran. */
  endpointMs?: number;
}

/**
 * Fuzzes every route as a visitor, a player, an admin and a shop operator, with a deterministic seed per route and batch (a
 * failure is reproduced by the same seed). Each response is checked; so is "a refused request stored nothing":
 * after every refused write (POST/PUT/DELETE) request, and for reads per batch when the whole batch was refused.
 */
export async function fuzzRoutes(app: FastifyInstance, routes: FuzzRoute[], options: FuzzOptions): Promise<FuzzReport> {
  await installRowCounters(app);
  const visitor = new TestClient(app, HOST);
  await visitor.get('/ping');
  const personas: Personas = {
    visitor,
    player: await freshPlayer(app),
    shop: await shopOperator(app),
    adminToken: options.adminToken,
  };
  if (!personas.player.cookies.has(SESSION_COOKIE)) throw new Error('fuzz player has no session');
  const report: FuzzReport = {
    endpoints: routes.length,
    endpointsDone: 0,
    runsPerEndpoint: options.runs,
    requests: 0,
    seconds: 0,
    statuses: {},
    failures: [],
    perEndpoint: {},
  };
  const started = performance.now();
  for (const [index, route] of routes.entries()) {
    const key = `${route.method} ${route.url}`;
    const endpoint = { runs: 0, ms: 0, statuses: {} as Record<string, number> };
    report.perEndpoint[key] = endpoint;
    const routeStarted = performance.now();
    const runs = takesInput(route) ? options.runs : (options.inputlessRuns ?? options.runs);
    const arbitrary = requestArbitrary(route);
    for (let done = 0, batch = 0; done < runs; done += BATCH, batch++) {
      if (options.endpointMs && performance.now() - routeStarted > options.endpointMs) break;
      const requests = fc.sample(arbitrary, {
        numRuns: Math.min(BATCH, runs - done),
        seed: options.seed + index * 100_003 + batch,
      });
      personas.player = await freshPlayer(app);
      personas.shop = await shopOperator(app);
      await runBatch(app, personas, key, requests, report, endpoint);
    }
    endpoint.ms = Math.round(performance.now() - routeStarted);
    report.endpointsDone++;
    report.seconds = Math.round((performance.now() - started) / 1000);
    options.onEndpoint?.(report);
  }
  return report;
}

async function runBatch(
  app: FastifyInstance,
  personas: Personas,
  key: string,
  requests: FuzzRequest[],
  report: FuzzReport,
  endpoint: { runs: number; statuses: Record<string, number> },
) {
  const batchStart = await rowCounts(app);
  let before = batchStart;
  let allRefused = true;
  for (const request of requests) {
    const response = await send(app, personas, request);
    const status = response.statusCode;
    report.requests++;
    endpoint.runs++;
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    endpoint.statuses[status] = (endpoint.statuses[status] ?? 0) + 1;
    const refused = status >= 400 && status < 500;
    allRefused &&= refused;
    const failure = (problem: string) => {
      const payload = request.payload ? { payload: clip(request.payload) } : {};
      report.failures.push({
        route: key,
        problem,
        status,
        body: clip(response.body),
        request: { ...request, url: clip(request.url), ...payload },
      });
    };
    const problem = responseProblem(status, response.body);
    if (problem) failure(problem);
    if (request.method === 'GET') continue;
    const after = await rowCounts(app);
    const changed = changedCounts(before, after);
    if (refused && changed.length) failure(`refused but stored: ${changed.join(', ')}`);
    before = after;
  }
  if (allRefused && requests[0]?.method === 'GET') {
    const changed = changedCounts(batchStart, await rowCounts(app));
    if (changed.length)
      report.failures.push({
        route: key,
        problem: `refused reads stored: ${changed.join(', ')}`,
        status: 0,
        body: '',
        request: requests[0],
      });
  }
}
