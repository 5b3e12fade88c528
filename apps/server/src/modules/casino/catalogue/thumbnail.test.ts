import { gamesPageSchema } from '@playline/contract/casino';
import { CASINO_LOBBIES } from '@playline/contract/casino-keys';
import { describe, expect, it } from 'vitest';
import { testFeed, useTestFeedApp } from '#app/modules/sports/test-feed.ts';
import { casinoCatalogue } from './catalogue';
import { CatalogueService } from './service';
import { thumbnailLook, thumbnailSvg, titleFontSize, titleLines } from './thumbnail';
import { lookOf } from './thumbnail-looks';

const opened = useTestFeedApp();

/** Well-formed enough for a browser: one root svg, every opened element closed, nothing outside. */
function assertWellFormedSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"')).toBe(true);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/href=|<image|<script|url\(http/);
}

describe('game thumbnails', () => {
  it('draws every game as a 4:3 SVG, immutable, at the URL the catalogue gives', async () => {
    const { games } = gamesPageSchema.parse((await opened.client.get('/api/casino/games?limit=400')).json());
    const engines = new Map(games.map((game) => [game.engine, game]));
    for (const game of engines.values()) {
      const response = await opened.client.get(game.thumbnail);
      expect(response.statusCode, game.thumbnail).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      assertWellFormedSvg(response.body);
      expect(response.body).toContain(titleLines(game.name.replaceAll('&', '&amp;'))[0]);
    }
    expect(
      games.every((game) => /^\/api\/casino\/thumbnails\/[a-z0-9-]+\.svg\?v=[a-z0-9]+$/.test(game.thumbnail)),
    ).toBe(true);
  });

  it('answers 404 for an unknown game and 400 for a malformed name', async () => {
    expect((await opened.client.get('/api/casino/thumbnails/no-such-game.svg')).statusCode).toBe(404);
    expect((await opened.client.get('/api/casino/thumbnails/Bad_Name.png')).statusCode).toBe(400);
  });

  it('fits a long title into two balanced lines small enough for the width', () => {
    expect(titleLines('Kraken')).toEqual(['Kraken']);
    expect(titleLines('Juicy Smoothie Megaspin')).toEqual(['Juicy Smoothie', 'Megaspin']);
    const long = titleLines('Stampeding Gorillas Hold and Win');
    expect(long).toHaveLength(2);
    const size = titleFontSize(long);
    for (const line of long) expect(line.length * size * 0.64).toBeLessThanOrEqual(352);
    expect(titleFontSize(['Kraken'])).toBe(40);
  });
});

describe('thumbnails tell games apart', () => {
  const catalogue = casinoCatalogue(testFeed());
  const lookKey = (id: string) => {
    const entry = catalogue.byId(id);
    if (!entry) throw new Error(id);
    const { emblem, background, accent } = thumbnailLook(entry);
    return { emblem, palette: `${background}/${accent}` };
  };

  it('draws every game differently even without its words: no two share emblem and palette', () => {
    const games = catalogue.games;
    expect(games.length).toBeGreaterThanOrEqual(300);
    expect(new Set(games.map(thumbnailSvg)).size).toBe(games.length);
    const looks = games.map((entry) => lookKey(entry.game.id));
    expect(new Set(looks.map((look) => `${look.emblem}|${look.palette}`)).size).toBe(games.length);
    // A theme's 36 slots spread over its symbols, layouts and palettes rather than one picture with 36 names.
    const fruits = games.filter((entry) => entry.game.subcategory === 'fruits').map((entry) => lookKey(entry.game.id));
    expect(new Set(fruits.map((look) => look.emblem)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(fruits.map((look) => look.palette)).size).toBe(4);
  });

  it.each(['playline', 'hellas'])('never sets two alike tiles side by side in a %s lobby row', (brandKey) => {
    const service = new CatalogueService(testFeed());
    for (const lobby of CASINO_LOBBIES) {
      const { rows } = service.lobbyData(brandKey, lobby);
      for (const row of rows) {
        const looks = row.games.map((game) => lookKey(game.id));
        for (let at = 1; at < looks.length; at++) {
          const [left, right] = [looks[at - 1], looks[at]];
          expect(left?.emblem !== right?.emblem || left?.palette !== right?.palette, `${row.category} ${at}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('walks a group through distinct looks, each next one with another emblem', () => {
    for (const [emblems, palettes] of [
      [24, 4],
      [4, 4],
    ] as const) {
      const steps = Array.from({ length: emblems * palettes }, (_, place) => lookOf(place, emblems, palettes));
      expect(new Set(steps.map((step) => `${step.emblem}|${step.palette}`)).size).toBe(emblems * palettes);
      for (let at = 1; at < steps.length; at++) expect(steps[at]?.emblem).not.toBe(steps[at - 1]?.emblem);
    }
  });
});
