import {
  CASINO_FAVOURITES_MAX,
  CASINO_RECENT_MAX,
  casinoFavouritesSchema,
  recentGamesSchema,
} from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { useTestFeedApp } from '#app/modules/sports/test-feed.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { TestClient } from '#app/test/test-client.ts';
import { casinoCatalogue } from './catalogue';
import { recordRecent } from './recent';

const opened = useTestFeedApp();
const gameIds = () => casinoCatalogue(opened.app.feed).games.map((entry) => entry.game.id);
const idsOf = (body: string) => casinoFavouritesSchema.parse(JSON.parse(body)).gameIds;

describe('casino favourites', () => {
  it('are for players only', async () => {
    const visitor = new TestClient(opened.app);
    const [first = ''] = gameIds();
    expect((await visitor.get('/api/casino/favourites')).statusCode).toBe(401);
    expect((await visitor.put('/api/casino/favourites', { gameIds: [] })).statusCode).toBe(401);
    expect((await visitor.put(`/api/casino/favourites/${first}`)).statusCode).toBe(401);
    expect((await visitor.request('DELETE', `/api/casino/favourites/${first}`)).statusCode).toBe(401);
    expect((await visitor.post('/api/casino/favourites/merge', { gameIds: [] })).statusCode).toBe(401);
    expect((await visitor.get('/api/casino/recent')).statusCode).toBe(401);
  });

  it('adds, lists latest first, removes, and answers 404 for an unknown game', async () => {
    const { client } = await loggedInPlayer(opened.app);
    const [a = '', b = ''] = gameIds();
    expect(idsOf((await client.get('/api/casino/favourites')).body)).toEqual([]);
    await client.put(`/api/casino/favourites/${a}`);
    const added = await client.put(`/api/casino/favourites/${b}`);
    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toBe('no-store');
    expect(idsOf(added.body)).toEqual([b, a]);
    expect(idsOf((await client.put(`/api/casino/favourites/${a}`)).body)).toEqual([b, a]);
    expect(idsOf((await client.request('DELETE', `/api/casino/favourites/${b}`)).body)).toEqual([a]);
    const unknown = await client.put('/api/casino/favourites/no-such-game');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no such game.');
    expect((await client.request('DELETE', '/api/casino/favourites/no-such-game')).statusCode).toBe(404);
    expect((await client.put('/api/casino/favourites/Bad_Id')).statusCode).toBe(400);
  });

  it('replaces the list in the given order, dropping unknown games, and merges a visitor’s list', async () => {
    const { client } = await loggedInPlayer(opened.app);
    const [a = '', b = '', c = '', d = ''] = gameIds();
    const put = await client.put('/api/casino/favourites', { gameIds: [c, 'gone-game', a, c] });
    expect(idsOf(put.body)).toEqual([c, a]);
    const merged = await client.post('/api/casino/favourites/merge', { gameIds: [a, b, d, 'gone-game'] });
    expect(merged.statusCode).toBe(200);
    expect(new Set(idsOf(merged.body))).toEqual(new Set([a, b, c, d]));
  });

  it('holds at most CASINO_FAVOURITES_MAX', async () => {
    const { client } = await loggedInPlayer(opened.app);
    const ids = gameIds();
    expect(
      (await client.put('/api/casino/favourites', { gameIds: ids.slice(0, CASINO_FAVOURITES_MAX + 1) })).statusCode,
    ).toBe(400);
    const full = ids.slice(0, CASINO_FAVOURITES_MAX);
    expect(idsOf((await client.put('/api/casino/favourites', { gameIds: full })).body)).toHaveLength(
      CASINO_FAVOURITES_MAX,
    );
    const over = await client.put(`/api/casino/favourites/${ids[CASINO_FAVOURITES_MAX]}`);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain(String(CASINO_FAVOURITES_MAX));
    const merged = idsOf((await client.post('/api/casino/favourites/merge', { gameIds: ids.slice(-5) })).body);
    expect(new Set(merged)).toEqual(new Set(full));
  });
});

describe('recently played', () => {
  it('lists launched games latest first, once each, keeping only the newest few', async () => {
    const { client, userId } = await loggedInPlayer(opened.app);
    const ids = gameIds().slice(0, CASINO_RECENT_MAX + 3);
    const start = Date.UTC(2026, 0, 1);
    for (const [index, id] of ids.entries())
      await recordRecent(opened.app.db, userId, id, new Date(start + index * 1000));
    await recordRecent(opened.app.db, userId, ids[0] ?? '', new Date(start + 100_000));
    const response = await client.get('/api/casino/recent');
    expect(response.statusCode).toBe(200);
    const recent = recentGamesSchema.parse(response.json()).games.map((game) => game.id);
    expect(recent).toHaveLength(CASINO_RECENT_MAX);
    expect(recent[0]).toBe(ids[0]);
    expect(recent.slice(1)).toEqual(ids.slice(-(CASINO_RECENT_MAX - 1)).reverse());
  });
});
