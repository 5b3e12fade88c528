import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkLedger } from '#app/modules/ledger/audit.ts';
import { checkEconomics } from '#app/modules/ledger/economics.ts';
import { TEST_FEED_NOW, testFeed } from '#app/modules/sports/test-feed.ts';
import { OWNER_KEY } from '#app/test/staff-keys.ts';
import { buildTestApp, webFixture } from '../build-test-app';
import { type FuzzReport, fuzzableRoutes, fuzzRoutes } from './harness';
import { exactRowCounts, rowCounts } from './invariants';
import type { FuzzRoute } from './request-arbitrary';

/**
 * Every route the app registers, collected as Fastify adds it: `buildApp` makes its own Fastify instance, so the
 * harness wraps the factory with an `onRoute` hook on the root (hooks reach every encapsulated plugin). A new
 * endpoint is therefore fuzzed without touching this file.
 */
const collected = vi.hoisted(() => [] as { method: string | string[]; url: string; schema?: FuzzRoute['schema'] }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const wrapped = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      collected.push({ method: route.method, url: route.url, schema: route.schema as FuzzRoute['schema'] });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: wrapped, fastify: wrapped };
});

const ADMIN_TOKEN = 'fuzz-admin-token-0123456789abcdef';
/**
 * Requests per endpoint: 50 in the normal suite (about 4,400 requests, ~35 s of a ~55 s file on PGlite on a busy
 * 2-core machine), and 10 for endpoints that take no input at all. `npm run fuzz` sets FUZZ_RUNS to 10,000, and then
 * every endpoint gets the full count.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const INPUTLESS_RUNS = process.env.FUZZ_RUNS ? RUNS : 10;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** `npm run fuzz`: where the JSON report goes, the shard of routes this process takes ("2/4"), a time limit (minutes). */
const REPORT = process.env.FUZZ_REPORT;
const MINUTES = Number(process.env.FUZZ_MINUTES ?? 0);
const [SHARD_INDEX, SHARD_COUNT] = (process.env.FUZZ_SHARD ?? '0/1').split('/').map(Number) as [number, number];
const shard = <T>(items: T[]) => items.filter((_, index) => index % SHARD_COUNT === SHARD_INDEX);

/*
 * PGlite only: on the persistent PostgreSQL of the second pass, other test files write to the same tables while
 * this one runs, so "a refused request stored nothing" could not be told from their writes (and the pass would
 * take as long again). The routes and validation are the same code on both drivers.
 */
// Skipped in the PostgreSQL pass only, because other test files write to that shared database while this one runs, so
// "a refused request stored nothing" cannot be checked there; the PGlite pass runs it in full.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('API fuzzing from the contract', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A still clock and feed, and withdrawals that never fall due: no background job writes while counts are compared.
    // The test web build plus the game frame, whose absence is a deliberate 503 ("run the build").
    const webDist = webFixture();
    writeFileSync(join(webDist, 'game-frame.html'), '<!doctype html><title>frame</title>');
    app = await buildTestApp(
      { ADMIN_TOKEN, WEB_DIST: webDist, WITHDRAWAL_DELAY_SECONDS: String(7 * 24 * 60 * 60) },
      { clock: () => new Date(TEST_FEED_NOW), feed: testFeed(() => TEST_FEED_NOW), sleep: async () => undefined },
    );
  });
  afterAll(() => app?.close());

  it(
    'answers hostile input with a 4xx error body, never 5xx, and a refused request stores nothing',
    async () => {
      const routes = fuzzableRoutes(
        collected.flatMap((route) =>
          (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ ...route, method })),
        ),
      );
      expect(routes.length).toBeGreaterThan(50);
      const write = (report: FuzzReport, extra = {}) => {
        if (REPORT) writeFileSync(REPORT, JSON.stringify({ ...report, ...extra }, null, 2));
      };
      const report = await fuzzRoutes(app, shard(routes), {
        runs: RUNS,
        inputlessRuns: INPUTLESS_RUNS,
        seed: SEED,
        adminToken: OWNER_KEY,
        onEndpoint: write,
        // A time-limited long run shares its minutes evenly: every endpoint is fuzzed, each up to RUNS requests.
        ...(MINUTES ? { endpointMs: (MINUTES * 60_000) / shard(routes).length } : {}),
      });
      const ledger = await checkLedger(app.db);
      const { anomalies } = await checkEconomics(app.db);
      write(report, { ledger, anomalies });
      expect(report.failures.slice(0, 10)).toEqual([]);
      // The trigger-kept counters the properties were checked with agree with counting the tables.
      expect(await rowCounts(app)).toEqual(await exactRowCounts(app));
      expect(ledger).toMatchObject({
        unbalancedTransactions: 0,
        negativeBalances: 0,
        balanceMismatches: 0,
        entriesSum: 0,
      });
      // Hostile requests may move money only as earned: nothing paid above a bet, an offer or a result.
      expect(anomalies).toEqual({ betsPaidAbovePotential: 0, cashOutsAboveOffer: 0, settlementsWithoutResult: 0 });
    },
    24 * 3_600_000,
  );
});
