import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '#app/app.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { TestClient } from '#app/test/test-client.ts';
import type { FeedAdapter } from './feed/adapter';
import { createSimulator } from './feed/simulator';

/** A fixed instant (a Saturday noon, UTC): tests read the same catalogue and odds on every run and machine. */
export const TEST_FEED_NOW = Date.UTC(2025, 4, 17, 12, 0, 0);

/**
 * The real simulator on a clock the test holds: nothing drifts between two requests of a test (an ETag stays
 * valid), and a test can move time on by changing what `now` answers.
 */
export function testFeed(now: () => number = () => TEST_FEED_NOW): FeedAdapter {
  return createSimulator({ seed: 'playline-test', speed: 1, now });
}

export interface TestFeedApp {
  readonly app: FastifyInstance;
  /** A client on the default host. */
  readonly client: TestClient;
}

/**
 * The test app on `testFeed()`, built before the file's tests and closed after them; read `app` and `client`
 * inside tests and hooks (they are set once the file's `beforeAll` hooks run). `env` and `options` go to
 * `buildTestApp`.
 */
export function useTestFeedApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database' | 'feed'> = {},
): TestFeedApp {
  const opened = {} as { app: FastifyInstance; client: TestClient };
  beforeAll(async () => {
    opened.app = await buildTestApp(env, { ...options, feed: testFeed() });
    opened.client = new TestClient(opened.app);
  });
  afterAll(() => opened.app.close());
  return opened;
}
