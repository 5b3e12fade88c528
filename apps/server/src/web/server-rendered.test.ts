import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Lobby,
  PAGE_RENDERER_FILE,
  type PageRenderRequest,
  singleBracePlaceholders,
  TEXT_CATALOGUES,
} from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, webFixture } from '../test/build-test-app';
import { createPageRenderer } from './server-rendered';

/** The seeded home title per language: what a real render would have looked up and the server's texts answer. */
const HOME_TITLES = {
  1: singleBracePlaceholders(TEXT_CATALOGUES[1]!['Home.Title']),
  2: singleBracePlaceholders(TEXT_CATALOGUES[2]!['Home.Title']),
};

/**
 * A web build whose page renderer draws what it was given: the site, the language and the lobby's first game. It
 * answers null for site 123 (no such page there), throws for site 127, and draws site 77 with a stale text.
 */
const RENDERER = `
export async function renderPage({ page, siteId, languageId, data }) {
  if (siteId === 123) return null;
  if (siteId === 127) throw new Error('the renderer broke');
  const first = data.lobby.rows[0].games[0].name;
  const title = siteId === 77 ? 'Welcome, old text' : ${JSON.stringify(HOME_TITLES)}[languageId];
  return {
    html: '<div class="pl-prerender"><h1>' + page + ' ' + siteId + '-' + languageId + ': ' + first + '</h1></div>',
    texts: { [String(languageId)]: { 'Home.Title': title } },
    stylesheets: ['/assets/lobby-abc123.css'],
  };
}
`;

function renderedBuild(renderer = RENDERER): string {
  const dist = webFixture();
  mkdirSync(join(dist, 'ssr'));
  writeFileSync(join(dist, PAGE_RENDERER_FILE), renderer);
  return dist;
}

describe('the casino lobby rendered by the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ WEB_DIST: renderedBuild() });
  });
  afterAll(() => app.close());

  const page = async (url: string, host: string) => app.inject({ url, headers: { host } });
  const root = (html: string) => /<div id="root">(.*?)<\/div><script/.exec(html)?.[1];

  it("draws /casino from the brand's own lobby, in the brand's default language, with its stylesheets", async () => {
    const lobby = (await page('/api/casino/lobby?lobby=casino', 'site1.localhost')).json<Lobby>();
    const response = await page('/casino', 'site1.localhost');
    expect(response.statusCode).toBe(200);
    expect(root(response.body)).toBe(
      `<div class="pl-prerender"><h1>casino 1-1: ${lobby.rows[0]!.games[0]!.name}</h1></div>`,
    );
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/lobby-abc123.css"></head>');
    expect(root((await page('/casino?ref=x', 'site1.localhost')).body)).toContain('casino 1-1');
    // Hellas Bet boots in Greek.
    expect(root((await page('/casino', 'site44.localhost')).body)).toContain('casino 44-2');
  });

  it('serves the page without a first screen where the renderer has none, fails or used other texts', async () => {
    for (const host of ['site123.localhost', 'site127.localhost', 'site77.localhost']) {
      const response = await page('/casino', host);
      expect(response.statusCode, host).toBe(200);
      expect(root(response.body), host).toBe('');
      expect(response.body, host).not.toContain('lobby-abc123.css');
    }
  });

  it('draws no other path, and never serves the renderer as a file', async () => {
    for (const path of ['/casino/category/slots', '/live-casino', '/casino/']) {
      expect(root((await page(path, 'site1.localhost')).body), path).toBe('');
    }
    for (const path of [`/${PAGE_RENDERER_FILE}`, '/ssr/pages.json']) {
      const response = await page(path, 'site1.localhost');
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toContain('renderPage');
    }
  });
});

describe('loading the page renderer', () => {
  const request: PageRenderRequest = {
    page: 'casino',
    siteId: 1,
    languageId: 1,
    data: { lobby: { lobby: 'casino', rows: [], vendors: [] } },
  };
  const module = (html: string, stylesheets = '[]') =>
    `export const renderPage = async () => ({ html: ${JSON.stringify(html)}, texts: {}, stylesheets: ${stylesheets} });`;

  it('loads a new build of the renderer when it replaces the old one', async () => {
    const dist = renderedBuild(module('<p>first build</p>'));
    const render = createPageRenderer(dist, (error) => {
      throw error;
    });
    expect((await render(request))?.html).toBe('<p>first build</p>');
    writeFileSync(join(dist, PAGE_RENDERER_FILE), module('<p>second build</p>'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, PAGE_RENDERER_FILE), later, later);
    expect((await render(request))?.html).toBe('<p>second build</p>');
  });

  it('renders nothing without a build, with a module that is not a renderer, or with an answer of another shape', async () => {
    const errors: unknown[] = [];
    const render = (dist: string) => createPageRenderer(dist, (error) => errors.push(error))(request);
    await expect(render(webFixture())).resolves.toBeNull();
    await expect(render(renderedBuild('export const somethingElse = 1;'))).resolves.toBeNull();
    await expect(render(renderedBuild(module('<p>x</p>', "['https://cdn.test/x.css']")))).resolves.toBeNull();
    await expect(render(renderedBuild('export const renderPage = async () => "<p>x</p>";'))).resolves.toBeNull();
    expect(errors).toEqual([]);
    await expect(render(renderedBuild('this is not javascript ('))).resolves.toBeNull();
    expect(errors).toHaveLength(1);
  });
});
