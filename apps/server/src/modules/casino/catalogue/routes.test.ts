import { brotliDecompressSync } from 'node:zlib';
import {
  CASINO_ROW_SIZE,
  CATEGORY_LOBBY,
  casinoGameSchema,
  categoriesSchema,
  gamesPageSchema,
  lobbySchema,
  vendorsSchema,
} from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { useTestFeedApp } from '#app/modules/sports/test-feed.ts';
import { TestClient } from '#app/test/test-client.ts';

const opened = useTestFeedApp();
const json = async (url: string, host = 'localhost') => {
  const response = await new TestClient(opened.app, host).get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

describe('casino lobby and lists', () => {
  it('answers a home page of non-empty rows of at most a row of games, all in the lobby, with vendors', async () => {
    for (const lobby of ['casino', 'live-casino', 'games'] as const) {
      const page = lobbySchema.parse(await json(`/api/casino/lobby?lobby=${lobby}`));
      expect(page.rows.length).toBeGreaterThan(0);
      for (const row of page.rows) {
        expect(CATEGORY_LOBBY[row.category]).toBe(lobby);
        expect(row.games.length).toBe(Math.min(CASINO_ROW_SIZE, row.total));
        for (const game of row.games) expect(game.lobby).toBe(lobby);
      }
      expect(page.vendors.length).toBeGreaterThan(0);
    }
    const casino = lobbySchema.parse(await json('/api/casino/lobby'));
    expect(casino.rows[0]?.category).toBe('popular');
    expect(casino.rows[0]?.games.every((game) => game.badges.includes('hot'))).toBe(true);
  });

  it('keeps a lobby answer small and sends it compressed and cacheable', async () => {
    const response = await opened.client.get('/api/casino/lobby?lobby=casino', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.rawPayload.length).toBeLessThan(15_000);
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString());
    expect(lobbySchema.parse(body).lobby).toBe('casino');
    const again = await opened.client.get('/api/casino/lobby?lobby=casino', {
      'accept-encoding': 'br',
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('orders categories and games differently for two brands', async () => {
    const playline = lobbySchema.parse(await json('/api/casino/lobby', 'playline.test'));
    const arena = lobbySchema.parse(await json('/api/casino/lobby', 'arena.test'));
    const order = (page: typeof playline) => page.rows.map((row) => row.category).join();
    const slots = (page: typeof playline) =>
      page.rows
        .find((row) => row.category === 'slots')
        ?.games.map((game) => game.id)
        .join();
    expect(order(playline) !== order(arena) || slots(playline) !== slots(arena)).toBe(true);
    expect(slots(playline)).not.toBe(slots(arena));
    expect(lobbySchema.parse(await json('/api/casino/lobby', 'playline.test'))).toEqual(playline);
  });

  it('lists categories with subcategories that add up', async () => {
    const categories = categoriesSchema.parse(await json('/api/casino/categories?lobby=casino'));
    const slots = categories.find((summary) => summary.category === 'slots');
    expect(slots?.subcategories.map((sub) => sub.key)).toEqual(
      expect.arrayContaining(['fruits', 'ancient', 'classic']),
    );
    for (const summary of categories) {
      expect(summary.total).toBeGreaterThan(0);
      expect(summary.subcategories.reduce((sum, sub) => sum + sub.total, 0)).toBe(summary.total);
    }
    expect((await opened.client.get('/api/casino/categories?lobby=nowhere')).statusCode).toBe(400);
  });

  it('filters games by category, subcategory and vendor, and pages them', async () => {
    const fruits = gamesPageSchema.parse(await json('/api/casino/games?category=slots&subcategory=fruits&limit=400'));
    expect(fruits.total).toBeGreaterThan(10);
    expect(fruits.games.every((game) => game.subcategory === 'fruits')).toBe(true);
    const vendor = fruits.games[0]?.vendor ?? '';
    const byVendor = gamesPageSchema.parse(await json(`/api/casino/games?vendor=${vendor}&limit=400`));
    expect(byVendor.games.every((game) => game.vendor === vendor)).toBe(true);
    const all = gamesPageSchema.parse(await json('/api/casino/games?limit=400'));
    const second = gamesPageSchema.parse(await json('/api/casino/games?offset=10&limit=5'));
    expect(second.games).toEqual(all.games.slice(10, 15));
    expect(second.total).toBe(all.total);
  });

  it('searches names and vendors ignoring case and accents, from two characters', async () => {
    const all = gamesPageSchema.parse(await json('/api/casino/games?limit=400')).games;
    const target = all.find((game) => game.engine === 'slot') ?? all[0];
    const word = target?.name.split(' ')[0] ?? '';
    const found = gamesPageSchema.parse(await json(`/api/casino/games?q=${encodeURIComponent(word.toUpperCase())}`));
    expect(found.games.map((game) => game.id)).toContain(target?.id);
    const accented = gamesPageSchema.parse(await json(`/api/casino/games?q=${encodeURIComponent('ÉMBER')}&limit=400`));
    expect(accented.total).toBeGreaterThan(0);
    expect(accented.games.every((game) => game.vendorName === 'Ember & Oak' || /ember/i.test(game.name))).toBe(true);
    const tooShort = await opened.client.get('/api/casino/games?q=a');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(gamesPageSchema.parse(await json('/api/casino/games?q=zzqx')).total).toBe(0);
  });

  it("finds every crash game from the casino's search, and keeps the casino's own lists to its games", async () => {
    const crash = gamesPageSchema.parse(await json('/api/casino/games?lobby=games&category=crash-instant&limit=400'));
    expect(crash.total).toBeGreaterThan(0);
    const found = gamesPageSchema.parse(await json('/api/casino/games?lobby=casino&q=Crash&limit=400'));
    expect(found.games.filter((game) => game.engine === 'crash').map((game) => game.id)).toEqual(
      crash.games.map((game) => game.id),
    );
    expect(found.games.every((game) => game.engine === 'crash' || /crash/i.test(game.name))).toBe(true);
    const casino = gamesPageSchema.parse(await json('/api/casino/games?lobby=casino&limit=400'));
    expect(casino.games.some((game) => game.lobby !== 'casino')).toBe(false);
    // The live casino's search stays in the live casino.
    const live = gamesPageSchema.parse(await json('/api/casino/games?lobby=live-casino&q=crash'));
    expect(live.total).toBe(0);
  });

  it('lists given ids in their order and skips unknown ones', async () => {
    const all = gamesPageSchema.parse(await json('/api/casino/games?limit=3')).games;
    const ids = [all[2]?.id, 'gone-game', all[0]?.id].join(',');
    const page = gamesPageSchema.parse(await json(`/api/casino/games?ids=${ids}`));
    expect(page.games.map((game) => game.id)).toEqual([all[2]?.id, all[0]?.id]);
    expect((await opened.client.get('/api/casino/games?ids=Not_An_Id')).statusCode).toBe(400);
  });

  it('answers one game, and 404 for an unknown one', async () => {
    const [first] = gamesPageSchema.parse(await json('/api/casino/games?limit=1')).games;
    expect(casinoGameSchema.parse(await json(`/api/casino/games/${first?.id}`))).toEqual(first);
    const missing = await opened.client.get('/api/casino/games/no-such-game');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'There is no such game.' });
  });

  it('lists vendors of a lobby or of all games', async () => {
    const all = vendorsSchema.parse(await json('/api/casino/vendors'));
    expect(all.length).toBeGreaterThanOrEqual(12);
    const live = vendorsSchema.parse(await json('/api/casino/vendors?lobby=live-casino'));
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThan(all.length);
  });
});
