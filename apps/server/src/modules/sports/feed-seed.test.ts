import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app/app.ts';
import { loadConfig } from '#app/config/env.ts';
import { openDatabase } from '#app/db/open-database.ts';
import { buildTestApp, webFixture } from '#app/test/build-test-app.ts';
import type { FeedAdapter, FeedEvent } from './feed/adapter';
import { createSimulator } from './feed/simulator';
import { newSecret, storedSecret } from './feed-seed';

const T0 = Date.UTC(2026, 10, 22, 14, 32);
const HOUR = 3_600_000;
const opened: FastifyInstance[] = [];
afterAll(() => Promise.all(opened.map((app) => app.close())));

/** A fresh production deployment: its own (in-memory) database, no FEED_SEED. */
async function productionDeployment(): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', WEB_DIST: webFixture() });
  const app = await buildApp(config, { database: await openDatabase({ databaseUrl: undefined, dataDir: null }) });
  opened.push(app);
  return app;
}

const finalScores = (feed: FeedAdapter, events: readonly FeedEvent[]) =>
  events.map((event) => {
    const board = feed.result(feed.event(event.id)!, T0)!.scoreboard;
    return `${board.home}-${board.away}`;
  });

describe('the feed seed in production (decision 017)', () => {
  // Building an app migrates and seeds its database: done in the hooks, whose time limit allows for it.
  const deployments: FastifyInstance[] = [];
  let testApp: FastifyInstance;
  beforeAll(async () => {
    deployments.push(await productionDeployment());
  });
  beforeAll(async () => {
    deployments.push(await productionDeployment());
  });
  beforeAll(async () => {
    testApp = await buildTestApp();
    opened.push(testApp);
  });

  it('draws results nobody can compute from the source: two deployments differ, neither plays the public seed', () => {
    const publicFeed = createSimulator({ seed: 'playline', speed: 1, now: () => T0 });
    const finished = publicFeed.eventsStartingBetween(T0 - 30 * HOUR, T0 - 6 * HOUR).slice(0, 40);
    const [first, second] = deployments;
    const predicted = finalScores(publicFeed, finished);
    expect(finalScores(first!.feed, finished)).not.toEqual(predicted);
    expect(finalScores(second!.feed, finished)).not.toEqual(predicted);
    expect(finalScores(first!.feed, finished)).not.toEqual(finalScores(second!.feed, finished));
  });

  it('keeps one secret per database: the first instance to start writes it, every later one reads it', async () => {
    const app = testApp;
    const name = `test-${newSecret()}`;
    const kept = await storedSecret(app.db, name, () => 'written-first');
    expect(kept).toBe('written-first');
    expect(await storedSecret(app.db, name, () => 'written-second')).toBe('written-first');
    expect(newSecret()).toMatch(/^[0-9a-f]{64}$/);
  });
});
