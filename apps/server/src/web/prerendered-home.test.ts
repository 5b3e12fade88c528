import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOT_ELEMENT, BRAND_TEXTS, singleBracePlaceholders, TEXT_CATALOGUES } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, webFixture } from '../test/build-test-app';
import { injectIntoRoot, sameTexts } from './prerendered-home';

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

/** A web build with prerendered home pages: the texts files say which seeded texts each fragment was drawn with. */
function prerenderedBuild(): string {
  const dist = webFixture();
  mkdirSync(join(dist, 'prerender'));
  const title = (languageId: 1 | 2) => ({
    'Home.Title': singleBracePlaceholders(TEXT_CATALOGUES[languageId]!['Home.Title']),
  });
  const write = (name: string, html: string, texts: unknown) => {
    writeFileSync(join(dist, 'prerender', `${name}.html`), html);
    writeFileSync(join(dist, 'prerender', `${name}.json`), JSON.stringify(texts));
  };
  write('1-1', '<div class="pl-prerender"><h1>Playline home $&</h1></div>', { '1': title(1), '2': {} });
  write('1-2', '<div class="pl-prerender"><h1>Playline Greek</h1></div>', { '1': {}, '2': title(2) });
  // Hellas Bet boots in Greek, with its own subtitle.
  write('44-1', '<h1>Hellas English</h1>', { '1': title(1), '2': {} });
  write('44-2', '<h1>Hellas Greek</h1>', {
    '1': {},
    '2': { ...title(2), 'Home.Subtitle': BRAND_TEXTS.hellas?.[2]?.['Home.Subtitle'] },
  });
  // Drawn with a text the server does not have (say, edited since the build).
  write('77-1', '<h1>Arena stale</h1>', { '1': { 'Home.Title': 'Welcome, old text' } });
  // Kickoff's fragment lacks its texts file; site 123 has no fragment at all.
  writeFileSync(join(dist, 'prerender', '84-1.html'), '<h1>Kickoff</h1>');
  return dist;
}

describe('the home page with its prerendered first screen', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ WEB_DIST: prerenderedBuild() });
  });
  afterAll(() => app.close());

  const page = async (url: string, host: string) => (await app.inject({ url, headers: { host } })).body;
  const root = (html: string) => /<div id="root">(.*?)<\/div><script/.exec(html)?.[1];

  it('fills the root on / of the site, in the site default language, and only there', async () => {
    expect(root(await page('/', 'site1.localhost'))).toBe('<div class="pl-prerender"><h1>Playline home $&</h1></div>');
    expect(root(await page('/?utm_source=x', 'site1.localhost'))).toContain('Playline home');
    expect(root(await page('/', 'site44.localhost'))).toBe('<h1>Hellas Greek</h1>');
    for (const path of ['/casino', '/index.html', '/sports/football', '/user-account/']) {
      expect(root(await page(path, 'site1.localhost')), path).toBe('');
    }
  });

  it('keeps the home page and the other pages apart in the per-site cache', async () => {
    const other = await app.inject({ url: '/casino', headers: { host: 'site1.localhost' } });
    const home = await app.inject({ url: '/', headers: { host: 'site1.localhost' } });
    expect(home.headers.etag).not.toBe(other.headers.etag);
    expect(root(other.body)).toBe('');
    expect(root((await app.inject({ url: '/', headers: { host: 'site1.localhost' } })).body)).toContain('Playline');
  });

  it('serves the page as before when the fragment, its texts file or matching texts are missing', async () => {
    for (const host of ['site123.localhost', 'site84.localhost', 'site77.localhost']) {
      const home = await page('/', host);
      expect(root(home), host).toBe('');
      expect(home, host).toBe(await page('/casino', host));
    }
  });

  it('never serves the fragments as files of their own', async () => {
    for (const path of ['/prerender/1-1.html', '/prerender/1-1.json']) {
      const response = await app.inject({ url: path, headers: { host: 'site1.localhost' } });
      expect(response.statusCode, path).toBe(404);
      expect(response.body).not.toContain('Playline home');
    }
  });
});
