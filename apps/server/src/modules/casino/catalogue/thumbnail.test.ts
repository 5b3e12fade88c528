import { gamesPageSchema } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { useTestFeedApp } from '#app/modules/sports/test-feed.ts';
import { titleFontSize, titleLines } from './thumbnail';

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
