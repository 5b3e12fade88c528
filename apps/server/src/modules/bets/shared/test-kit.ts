import { IDEMPOTENCY_HEADER } from '@playline/contract';
import type { PlaceBetsRequest } from '@playline/contract/bets';
import type { Market, Outcome } from '@playline/contract/sports';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { settledEvents } from '#app/db/schema.ts';
import type { FeedEvent } from '#app/modules/sports/feed/adapter.ts';
import { TEST_FEED_NOW, testFeed } from '#app/modules/sports/test-feed.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { OWNER_KEY } from '#app/test/staff-keys.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';

export { OWNER_KEY };

const HOUR = 3_600_000;

/** The app on the test simulator whose clock the tests hold: `clock.now` moves prices (one drift step a minute). */
export function useBetsApp() {
  const opened = { clock: { now: TEST_FEED_NOW } } as { app: FastifyInstance; clock: { now: number } };
  beforeAll(async () => {
    opened.app = await buildTestApp({}, { feed: testFeed(() => opened.clock.now) });
  });
  afterAll(() => opened.app.close());
  return opened;
}

/** A logged-in player with `deposit` minor units in the wallet, of the brand of `site` (site 1 unless told). */
export async function fundedPlayer(
  app: FastifyInstance,
  deposit: number,
  site: { host: string; brandKey: string } = { host: 'localhost', brandKey: 'playline' },
) {
  const player = await loggedInPlayer(app, site.host, { brandKey: site.brandKey });
  if (deposit > 0) {
    const response = await player.client.post(
      '/api/client/deposit',
      { amount: deposit, payment: { method: 'ewallet', account: 'player@example.com' } },
      { [IDEMPOTENCY_HEADER]: newKey() },
    );
    if (response.statusCode !== 201) throw new Error(`deposit failed: ${response.body}`);
  }
  return player;
}

export const place = (client: TestClient, body: PlaceBetsRequest, key = newKey()) =>
  client.post('/api/client/bets', body, { [IDEMPOTENCY_HEADER]: key });

export const available = async (client: TestClient): Promise<number> =>
  (await client.get('/api/client/balance/refresh')).json().calculatedBalance;

export const ledgerCheck = async (app: FastifyInstance) =>
  (await app.inject({ url: '/api/admin/ledger/check', headers: { authorization: `Bearer ${OWNER_KEY}` } })).json();

/**
 * Football events starting between 2 hours and 3 days after `at`, in start order (257 of them at TEST_FEED_NOW). On
 * PostgreSQL every file shares one database, so a file that settles events by hand (which closes them to every
 * other file's bets) keeps to a range of its own: cash-out 60–62, settle-admin 40–59, user-pushes 90–99,
 * builder-cash-out 120–135, economics 150–153, hand-settled 200–219, liability 220 on.
 */
export function footballEvents(app: FastifyInstance, at: number): FeedEvent[] {
  return app.feed.eventsStartingBetween(at + 2 * HOUR, at + 72 * HOUR).filter((event) => event.sport === 'football');
}

/** A market of an event by key, as the feed prices it at `at`. */
export function market(app: FastifyInstance, event: FeedEvent, key: string, at: number): Market {
  const found = app.feed.markets(event, at).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`event ${event.id} has no market ${key}`);
  return found;
}

export function outcome(app: FastifyInstance, event: FeedEvent, key: string, code: string, at: number): Outcome {
  const found = market(app, event, key, at).outcomes.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`market ${key} of ${event.id} has no ${code}`);
  return found;
}

/** A selection of the slip at the current price. */
export const pick = (o: Outcome, banker = false) => ({ outcomeId: o.id, odds: o.odds, banker });

/**
 * Forgets hand settlements of these events, so a test that settles them by hand can run again on a PostgreSQL
 * that an earlier run left them settled in (a settled event refuses bets). Only a test's own events: files may
 * share the database at once.
 */
export async function reopenEvents(app: FastifyInstance, events: readonly { id: number }[]) {
  await app.db.delete(settledEvents).where(
    inArray(
      settledEvents.eventId,
      events.map((event) => event.id),
    ),
  );
}
