import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APP_ROOT_ELEMENT,
  BRAND_TEXTS,
  type PrerenderedPage,
  prerenderedPageAt,
  prerenderedPageFiles,
  singleBracePlaceholders,
  TEXT_CATALOGUES,
  type TextKey,
} from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, webFixture } from '../test/build-test-app';
import { injectIntoRoot, linkStylesheets, sameTexts } from './prerendered-home';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Playline</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

describe('injecting a fragment into the app root', () => {
  it('puts it inside the root element and changes nothing else', () => {
    expect(injectIntoRoot(TEMPLATE, '<div class="pl-prerender"><h1>Hi</h1></div>')).toBe(
      TEMPLATE.replace(APP_ROOT_ELEMENT, '<div id="root"><div class="pl-prerender"><h1>Hi</h1></div></div>'),
    );
  });

  it('inserts the fragment literally: replacement patterns and markers in it are not read', () => {
    const fragment = `<p>$& $' $\` $1 $$</p><!--playline-head--><title>x</title>${APP_ROOT_ELEMENT}`;
    const html = injectIntoRoot(TEMPLATE, fragment);
    expect(html).toBe(
      `${TEMPLATE.split(APP_ROOT_ELEMENT)[0]}<div id="root">${fragment}</div>${TEMPLATE.split(APP_ROOT_ELEMENT)[1]}`,
    );
    expect(html.match(/<head>.*<\/head>/)?.[0]).toBe('<head><title>Playline</title></head>');
  });

  it('refuses a fragment with a script, and a page without exactly one empty root', () => {
    expect(injectIntoRoot(TEMPLATE, '<p>x</p><script>alert(1)</script>')).toBe(TEMPLATE);
    expect(injectIntoRoot(TEMPLATE, '<p>x</p><SCRIPT src="/x.js"></SCRIPT>')).toBe(TEMPLATE);
    const twice = TEMPLATE.replace(APP_ROOT_ELEMENT, APP_ROOT_ELEMENT + APP_ROOT_ELEMENT);
    expect(injectIntoRoot(twice, '<p>x</p>')).toBe(twice);
    const none = TEMPLATE.replace(APP_ROOT_ELEMENT, '<div id="root"> </div>');
    expect(injectIntoRoot(none, '<p>x</p>')).toBe(none);
  });
});

describe('linking the stylesheets of a prerendered page', () => {
  it('puts them at the end of the head, in order', () => {
    expect(linkStylesheets(TEMPLATE, ['/assets/a-1.css', '/assets/b_2.css'])).toBe(
      TEMPLATE.replace(
        '</head>',
        '<link rel="stylesheet" crossorigin href="/assets/a-1.css"><link rel="stylesheet" crossorigin href="/assets/b_2.css"></head>',
      ),
    );
    expect(linkStylesheets(TEMPLATE, [])).toBe(TEMPLATE);
  });

  it('refuses anything but a build stylesheet, and a page without exactly one head end', () => {
    for (const href of ['/assets/x.js', 'https://evil.test/x.css', '/assets/"><script>x</script>.css', '/x.css'])
      expect(linkStylesheets(TEMPLATE, [href]), href).toBe(TEMPLATE);
    const twice = TEMPLATE.replace('</head>', '</head></head>');
    expect(linkStylesheets(twice, ['/assets/a.css'])).toBe(twice);
  });
});

describe('texts of a prerender against the server texts', () => {
  const bulk = {
    '1': { 'Home.Title': 'Welcome to {{brand}}', 'Only.En': 'E' },
    '2': { 'Home.Title': 'Καλώς {{ brand }}' },
  };

  it('match when every lookup gives the same text in the client form, misses included', () => {
    expect(
      sameTexts({ '1': { 'Home.Title': 'Welcome to {brand}' }, '2': { 'Home.Title': 'Καλώς {brand}' } }, bulk),
    ).toBe(true);
    expect(sameTexts({ '2': { 'Only.En': null }, '1': { 'Only.En': 'E' } }, bulk)).toBe(true);
    expect(sameTexts({}, bulk)).toBe(true);
  });

  it('differ when a text was edited, added or removed, or a language is missing', () => {
    expect(sameTexts({ '1': { 'Home.Title': 'Welcome!' } }, bulk)).toBe(false);
    expect(sameTexts({ '2': { 'Only.En': 'E' } }, bulk)).toBe(false);
    expect(sameTexts({ '1': { 'Home.Missing': null, 'Only.En': null } }, bulk)).toBe(false);
    expect(sameTexts({ '3': { 'Home.Title': 'Welcome to {brand}' } }, bulk)).toBe(false);
  });
});

describe('prerendered pages by request path', () => {
  it('are the home page on / and the sports home on /sports, nothing else', () => {
    expect(prerenderedPageAt('/')).toBe('home');
    expect(prerenderedPageAt('/sports')).toBe('sports');
    for (const path of ['', '/sports/', '/sports/football', '/casino', '/index.html', '/Sports'])
      expect(prerenderedPageAt(path), path).toBeNull();
  });

  it('are written per page, site and language', () => {
    expect(prerenderedPageFiles('sports', 54, 2)).toEqual({
      html: 'prerender/sports/54-2.html',
      meta: 'prerender/sports/54-2.json',
    });
  });
});

/** A web build with prerendered pages: the texts files say which seeded texts each fragment was drawn with. */
function prerenderedBuild(): string {
  const dist = webFixture();
  const text = (languageId: 1 | 2, key: TextKey) => ({
    [key]: singleBracePlaceholders(TEXT_CATALOGUES[languageId]![key]),
  });
  const title = (languageId: 1 | 2) => text(languageId, 'Home.Title');
  const sportsTitle = (languageId: 1 | 2) => text(languageId, 'Sports.Browse.Title');
  const write = (
    page: PrerenderedPage,
    siteId: number,
    languageId: number,
    html: string,
    texts?: unknown,
    stylesheets: unknown = page === 'sports' ? ['/assets/browse-abc123.css'] : [],
  ) => {
    const files = prerenderedPageFiles(page, siteId, languageId);
    mkdirSync(join(dist, 'prerender', page), { recursive: true });
    writeFileSync(join(dist, files.html), html);
    if (texts) writeFileSync(join(dist, files.meta), JSON.stringify({ texts, stylesheets }));
  };
  write('home', 1, 1, '<div class="pl-prerender"><h1>Playline home $&</h1></div>', { '1': title(1), '2': {} });
  write('home', 1, 2, '<div class="pl-prerender"><h1>Playline Greek</h1></div>', { '1': {}, '2': title(2) });
  write('sports', 1, 1, '<div class="pl-prerender"><h1>Playline sports</h1></div>', {
    '1': { ...sportsTitle(1), 'Sports.Browse.Missing': null },
  });
  // Hellas Bet boots in Greek, with its own subtitle; its shop (54) has the sports home too.
  write('home', 44, 1, '<h1>Hellas English</h1>', { '1': title(1), '2': {} });
  write('home', 44, 2, '<h1>Hellas Greek</h1>', {
    '1': {},
    '2': { ...title(2), 'Home.Subtitle': BRAND_TEXTS.hellas?.[2]?.['Home.Subtitle'] },
  });
  write('sports', 54, 2, '<h1>Hellas shop sports</h1>', { '2': sportsTitle(2) });
  // Drawn with a text the server does not have (say, edited since the build).
  write('home', 77, 1, '<h1>Arena stale</h1>', { '1': { 'Home.Title': 'Welcome, old text' } });
  write('sports', 77, 1, '<h1>Arena sports stale</h1>', { '1': { 'Sports.Browse.Title': 'Old sports' } });
  // A stylesheet outside the build's assets: the fragment is refused with it.
  write('sports', 127, 1, '<h1>Odd stylesheet</h1>', { '1': sportsTitle(1) }, ['https://cdn.test/x.css']);
  // Kickoff's fragments lack their texts files; site 123 has no fragment at all.
  write('home', 84, 1, '<h1>Kickoff</h1>');
  write('sports', 84, 1, '<h1>Kickoff sports</h1>');
  return dist;
}

describe('pages with their prerendered first screen', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ WEB_DIST: prerenderedBuild() });
  });
  afterAll(() => app.close());

  const page = async (url: string, host: string) => (await app.inject({ url, headers: { host } })).body;
  const root = (html: string) => /<div id="root">(.*?)<\/div><script/.exec(html)?.[1];
  const head = (html: string) => /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';

  it('fills the root on / and /sports of the site, in the site default language, and only there', async () => {
    expect(root(await page('/', 'site1.localhost'))).toBe('<div class="pl-prerender"><h1>Playline home $&</h1></div>');
    expect(root(await page('/?utm_source=x', 'site1.localhost'))).toContain('Playline home');
    expect(root(await page('/', 'site44.localhost'))).toBe('<h1>Hellas Greek</h1>');
    expect(root(await page('/sports', 'site1.localhost'))).toBe(
      '<div class="pl-prerender"><h1>Playline sports</h1></div>',
    );
    expect(root(await page('/sports?ref=x', 'site1.localhost'))).toContain('Playline sports');
    expect(root(await page('/sports', 'site54.localhost'))).toBe('<h1>Hellas shop sports</h1>');
    // Site 44 was built without a sports fragment here: its /sports goes out as any other page.
    expect(root(await page('/sports', 'site44.localhost'))).toBe('');
    // Refused: a stylesheet from elsewhere.
    expect(root(await page('/sports', 'site127.localhost'))).toBe('');
    expect(await page('/sports', 'site127.localhost')).not.toContain('cdn.test');
    for (const path of [
      '/live-casino',
      '/index.html',
      '/sports/',
      '/sports/football',
      '/sports/live-now',
      '/user-account/',
    ]) {
      expect(root(await page(path, 'site1.localhost')), path).toBe('');
    }
  });

  it("links the sports home's own stylesheets in the head of /sports only", async () => {
    const link = '<link rel="stylesheet" crossorigin href="/assets/browse-abc123.css">';
    expect(head(await page('/sports', 'site1.localhost')).endsWith(link)).toBe(true);
    expect(head(await page('/sports', 'site54.localhost')).endsWith(link)).toBe(true);
    for (const [path, host] of [
      ['/', 'site1.localhost'],
      ['/sports/football', 'site1.localhost'],
      ['/sports', 'site44.localhost'],
      ['/sports', 'site77.localhost'],
    ] as const)
      expect(await page(path, host), `${host}${path}`).not.toContain('browse-abc123');
  });

  it('keeps the home page, the sports home and the other pages apart in the per-site cache', async () => {
    const inject = (url: string) => app.inject({ url, headers: { host: 'site1.localhost' } });
    const other = await inject('/live-casino');
    const home = await inject('/');
    const sports = await inject('/sports');
    expect(new Set([other.headers.etag, home.headers.etag, sports.headers.etag]).size).toBe(3);
    expect(root(other.body)).toBe('');
    expect(root((await inject('/')).body)).toContain('Playline home');
    expect(root((await inject('/sports')).body)).toContain('Playline sports');
    expect(root((await inject('/sports/football')).body)).toBe('');
  });

  it('serves the page as before when the fragment, its texts file or matching texts are missing', async () => {
    for (const host of ['site123.localhost', 'site84.localhost', 'site77.localhost']) {
      for (const path of ['/', '/sports']) {
        const html = await page(path, host);
        expect(root(html), `${host}${path}`).toBe('');
        // Each response has its own CSP nonce; the pages are otherwise the same.
        const withoutNonce = (body: string) => body.replaceAll(/nonce="[^"]+"/g, 'nonce');
        expect(withoutNonce(html), `${host}${path}`).toBe(withoutNonce(await page('/live-casino', host)));
      }
    }
  });

  it('never serves the fragments as files of their own', async () => {
    for (const path of [
      '/prerender/home/1-1.html',
      '/prerender/home/1-1.json',
      '/prerender/sports/1-1.html',
      '/prerender/sports/1-1.json',
    ]) {
      const response = await app.inject({ url: path, headers: { host: 'site1.localhost' } });
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toMatch(/Playline (home|sports)/);
    }
  });
});
