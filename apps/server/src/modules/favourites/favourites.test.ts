import { FAVOURITES_MAX, favouritesSchema } from '@playline/contract/sports';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { TestClient } from '#app/test/test-client.ts';
import { testFeed } from '../sports/test-feed';

let app: FastifyInstance;
let known: number[];
const NEVER_PRODUCED = 2_000_000_000;

beforeAll(async () => {
  const feed = testFeed();
  app = await buildTestApp({}, { feed });
  const now = feed.now();
  known = feed.eventsStartingBetween(now, now + 7 * 24 * 3600_000).map((event) => event.id);
  expect(known.length).toBeGreaterThan(FAVOURITES_MAX + 10);
  expect(feed.event(NEVER_PRODUCED)).toBeUndefined();
});
afterAll(() => app.close());

const idsOf = (body: string) => favouritesSchema.parse(JSON.parse(body)).eventIds;

describe('favourites', () => {
  it('are for players only', async () => {
    const visitor = new TestClient(app);
    expect((await visitor.get('/api/client/favourites')).statusCode).toBe(401);
    expect((await visitor.put('/api/client/favourites', { eventIds: [known[0]] })).statusCode).toBe(401);
    expect((await visitor.post('/api/client/favourites/merge', { eventIds: [] })).statusCode).toBe(401);
  });

  it('replaces the stored list, ignoring duplicates and ids the feed never produced', async () => {
    const { client } = await loggedInPlayer(app);
    expect(idsOf((await client.get('/api/client/favourites')).body)).toEqual([]);
    const put = await client.put('/api/client/favourites', {
      eventIds: [known[1], NEVER_PRODUCED, known[0], known[1]],
    });
    expect(put.statusCode).toBe(200);
    expect(put.headers['cache-control']).toBe('no-store');
    expect(new Set(idsOf(put.body))).toEqual(new Set([known[0], known[1]]));
    await client.put('/api/client/favourites', { eventIds: [known[1], known[2]] });
    const stored = idsOf((await client.get('/api/client/favourites')).body);
    expect(new Set(stored)).toEqual(new Set([known[1], known[2]]));
    expect(stored).toHaveLength(2);
  });

  it("merges a visitor's favourites into the stored ones and keeps the union", async () => {
    const { client } = await loggedInPlayer(app);
    await client.put('/api/client/favourites', { eventIds: [known[3], known[4]] });
    const merged = await client.post('/api/client/favourites/merge', {
      eventIds: [known[4], known[5], NEVER_PRODUCED],
    });
    expect(merged.statusCode).toBe(200);
    expect(new Set(idsOf(merged.body))).toEqual(new Set([known[3], known[4], known[5]]));
    expect(new Set(idsOf((await client.get('/api/client/favourites')).body))).toEqual(
      new Set([known[3], known[4], known[5]]),
    );
  });

  it('holds at most FAVOURITES_MAX: a longer list is refused, a merge keeps the stored ones first', async () => {
    const { client } = await loggedInPlayer(app);
    const tooMany = await client.put('/api/client/favourites', { eventIds: known.slice(0, FAVOURITES_MAX + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('eventIds');
    const full = known.slice(0, FAVOURITES_MAX);
    expect(idsOf((await client.put('/api/client/favourites', { eventIds: full })).body)).toHaveLength(FAVOURITES_MAX);
    const merged = idsOf((await client.post('/api/client/favourites/merge', { eventIds: known.slice(-5) })).body);
    expect(new Set(merged)).toEqual(new Set(full));
  });

  it('refuses a malformed body with 400', async () => {
    const { client } = await loggedInPlayer(app);
    for (const body of [{ eventIds: ['x'] }, { eventIds: [-3] }, { ids: [] }, { eventIds: [1.5] }]) {
      const response = await client.put('/api/client/favourites', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });
});
