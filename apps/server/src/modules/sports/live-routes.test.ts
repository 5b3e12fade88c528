import { eventDetailSchema, eventListSchema } from '@playline/contract/sports';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { TestClient } from '#app/test/test-client.ts';
import { PRICE_STEP } from './feed/live/clock';
import { LIVE_STEP } from './feed/simulator';
import { TEST_FEED_NOW, testFeed } from './test-feed';

/** The app on the real simulator with a clock this file moves. */
let now = TEST_FEED_NOW;
let app: FastifyInstance;
let client: TestClient;

beforeAll(async () => {
  app = await buildTestApp({}, { feed: testFeed(() => now) });
  client = new TestClient(app);
});
afterAll(() => app.close());

const json = async (url: string) => {
  const response = await client.get(url);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('catalogue in play', () => {
  it('lists live events with live prices that change between live steps', async () => {
    now = TEST_FEED_NOW;
    const list = eventListSchema.parse(await json('/api/sports/events?status=live&limit=200'));
    expect(list.total).toBeGreaterThanOrEqual(30);
    expect(list.events.every((event) => event.status === 'live' && event.scoreboard !== null)).toBe(true);
    const prices = (events: typeof list.events) =>
      events.map((event) => event.mainMarket?.outcomes.map((outcome) => outcome.odds).join('/')).join(' ');
    now = TEST_FEED_NOW + LIVE_STEP;
    const next = eventListSchema.parse(await json('/api/sports/events?status=live&limit=200'));
    expect(prices(next.events)).not.toEqual(prices(list.events));
  });

  it('gives a live event its live state, fresh on every live step; null before and after play', async () => {
    now = TEST_FEED_NOW;
    const { events } = eventListSchema.parse(await json('/api/sports/events?status=live&sport=football'));
    // A match in play rather than at half time, when prices rest.
    const id = events.find((event) => event.scoreboard?.phase === 'live')!.id;
    const first = eventDetailSchema.parse(await json(`/api/sports/events/${id}`));
    expect(first.live).not.toBeNull();
    expect(first.live!.stats.length).toBeGreaterThan(0);
    const etag = (await client.get(`/api/sports/events/${id}`)).headers.etag;
    now = TEST_FEED_NOW + 3 * LIVE_STEP;
    const later = await client.get(`/api/sports/events/${id}`, { 'if-none-match': String(etag) });
    expect(later.statusCode).toBe(200);
    expect(eventDetailSchema.parse(later.json()).live).not.toEqual(first.live);
    // Prices rest within a price step unless the match moves (decision 022); the next step re-prices them.
    now = TEST_FEED_NOW + PRICE_STEP;
    expect(eventDetailSchema.parse(await json(`/api/sports/events/${id}`)).markets).not.toEqual(first.markets);
    const { events: upcoming } = eventListSchema.parse(await json('/api/sports/events?sport=football&limit=1'));
    expect(eventDetailSchema.parse(await json(`/api/sports/events/${upcoming[0]!.id}`)).live).toBeNull();
  });

  it('keeps a pre-match answer for the whole drift step while live steps pass', async () => {
    now = TEST_FEED_NOW;
    const first = await client.get('/api/sports/events?sport=football&limit=5');
    now = TEST_FEED_NOW + 2 * LIVE_STEP;
    const again = await client.get('/api/sports/events?sport=football&limit=5', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('updates live scores per live step', async () => {
    now = TEST_FEED_NOW;
    const scores = eventListSchema.parse(await json('/api/sports/live-scores'));
    expect(scores.total).toBeGreaterThanOrEqual(30);
    expect(scores.events.every((event) => event.mainMarket === null)).toBe(true);
  });
});
