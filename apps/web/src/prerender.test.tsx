import { type BootConfig, PRERENDERED_PAGES, type PrerenderedPage } from '@playline/contract/boot';
import { SITES } from '@playline/contract/brands';
import type { LanguageId } from '@playline/contract/languages';
import { seededTexts } from '@playline/contract/texts';
import { act, isValidElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, createStaticHandler, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from './app/create-app';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import {
  type BuildManifest,
  brandHasPage,
  PAGE_MODULES,
  PRERENDER_CLASS,
  PRERENDER_TARGETS,
  pageStylesheets,
  prerenderPage,
} from './prerender';

/**
 * The markup of the client's first render of a page for a first-time visitor, before any request has answered. As
 * main.tsx does on a prerendered page, it renders once the router has loaded the route (lazy on `/sports`).
 */
async function clientFirstRender(siteId: number, page: PrerenderedPage = 'home'): Promise<string> {
  const brand = SITES[siteId]!;
  const boot: BootConfig = { siteId, brand, themeCss: '', version: 'test', bulk: seededTexts(brand.brandKey) };
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  const { store, queryClient } = createAppServices(boot);
  const router = createMemoryRouter(createRoutes(brand), { initialEntries: [PRERENDERED_PAGES[page]] });
  await vi.waitUntil(() => router.state.initialized);
  expect(router.state.location.pathname).toBe(PRERENDERED_PAGES[page]);
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <AppProviders boot={boot} store={store} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  const html = container.innerHTML;
  act(() => root.unmount());
  router.dispose();
  return html;
}

/**
 * Markup as the browser's DOM holds it, attributes in name order: the server writes `<input type="search" …/>`
 * with its attributes in JSX order, React's client sets `type` last. Both parse to the same element.
 */
function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = Array.from(element.attributes, ({ name, value }) => [name, value] as const).sort(([a], [b]) =>
      a.localeCompare(b),
    );
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

/** renderToString separates adjacent text nodes with empty comments; a DOM built by React has the text alone. */
const unwrap = (html: string) =>
  canonical(
    html.replace(new RegExp(`^<div class="${PRERENDER_CLASS}">([\\s\\S]*)</div>$`), '$1').replaceAll('<!-- -->', ''),
  );

describe('prerendered pages', () => {
  const sites = Object.values(SITES);

  it('cover the home page of every site, and the sports home of every site with sports, in both languages', () => {
    const withSports = sites.filter((brand) => brandHasPage(brand, 'sports'));
    expect(withSports.length).toBeGreaterThan(0);
    expect(PRERENDER_TARGETS).toHaveLength((sites.length + withSports.length) * 2);
    expect(PRERENDER_TARGETS).toContainEqual({ page: 'home', siteId: 149, languageId: 2 });
    expect(PRERENDER_TARGETS).toContainEqual({ page: 'sports', siteId: 1, languageId: 1 });
    expect(PRERENDER_TARGETS).toContainEqual({ page: 'sports', siteId: 54, languageId: 2 });
    for (const brand of sites.filter((candidate) => !brandHasPage(candidate, 'sports')))
      expect(PRERENDER_TARGETS.filter((target) => target.siteId === brand.siteId && target.page === 'sports')).toEqual(
        [],
      );
  });

  it('leave out the sports home where the brand guard sends the visitor home', async () => {
    const brand = { ...SITES[1]!, routeAreas: SITES[1]!.routeAreas.filter((area) => area !== 'sports') };
    expect(brandHasPage(brand, 'sports')).toBe(false);
    expect(brandHasPage(brand, 'home')).toBe(true);
  });

  it.each([
    [1, 'home'],
    [44, 'home'],
    [54, 'home'],
    [84, 'home'],
    [1, 'sports'],
    [44, 'sports'],
    [54, 'sports'],
  ] as const)('is the markup of the first client render on site %i, page %s', async (siteId, page) => {
    const brand = SITES[siteId]!;
    const { html } = await prerenderPage({ page, siteId, languageId: brand.defaultLanguageId });
    expect(html.startsWith(`<div class="${PRERENDER_CLASS}">`)).toBe(true);
    expect(unwrap(html)).toBe(canonical(await clientFirstRender(siteId, page)));
  });

  it('draws the sports home without data: title, search, sport chips, live entry and skeleton rows', async () => {
    const { html, texts } = await prerenderPage({ page: 'sports', siteId: 1, languageId: 1 as LanguageId });
    expect(html).toMatch(/<input type="search"[^>]* placeholder="Search[^"]*"/);
    expect(html).toContain('href="/sports/football"');
    expect(html).toContain('href="/sports/live-now"');
    expect(html).toContain('skeleton');
    expect(html).not.toMatch(/<script/i);
    expect(Object.keys(texts['1'] ?? {})).toEqual(
      expect.arrayContaining(['Sports.Browse.Title', 'Sports.Browse.Search']),
    );
  });

  it('renders the requested language, the brand wording and the loading skeletons, and no script', async () => {
    const { html, texts } = await prerenderPage({ page: 'home', siteId: 44, languageId: 1 as LanguageId });
    expect(html).toContain('>Welcome to Hellas Bet</h1>');
    expect(html).toContain('Greek football, Euroleague nights and live tables, all in one place.');
    expect(html).toContain('aria-hidden="true"><div class="skeleton skeletonHeading">');
    expect(html).not.toMatch(/<script/i);
    expect(texts['1']).toMatchObject({ 'Home.Title': 'Welcome to {brand}', 'Header.Login': 'Log in' });
    const greek = await prerenderPage({ page: 'home', siteId: 1, languageId: 2 as LanguageId });
    expect(greek.html).toContain('>Καλώς ήρθατε στην Playline</h1>');
    expect(Object.keys(greek.texts['2'] ?? {})).toContain('Home.Title');
  });

  it.each(Object.keys(PRERENDERED_PAGES) as PrerenderedPage[])(
    'lists the module the %s route loads, so its stylesheets are linked',
    async (page) => {
      const handler = createStaticHandler(createRoutes(SITES[1]!));
      const context = await handler.query(new Request(`http://localhost${PRERENDERED_PAGES[page]}`));
      if (context instanceof Response) throw new Error('not a page');
      // The router turns a resolved `Component` into an `element` of it.
      const element = context.matches.at(-1)?.route.element;
      const component = isValidElement(element) ? element.type : undefined;
      expect(component).toBeTypeOf('function');
      const modules = await Promise.all(PAGE_MODULES[page].map((path) => import(/* @vite-ignore */ `../${path}`)));
      // The home page ships in the entry (its styles are index.html's); a lazy route comes from a listed module.
      if (page === 'home') expect(PAGE_MODULES.home).toEqual([]);
      else expect(modules.flatMap((module) => Object.values(module))).toContain(component);
    },
  );

  it("links the stylesheets of the page's modules and their imports, not the entry's", () => {
    const manifest: BuildManifest = {
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'], isEntry: true },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      '_rows.js': { file: 'assets/rows.js', css: ['assets/rows.css'], imports: ['_shared.js', 'index.html'] },
      'src/features/sports/pages/sports-page.tsx': {
        file: 'assets/sports-page.js',
        css: ['assets/browse.css'],
        imports: ['index.html', '_rows.js'],
      },
    };
    expect(pageStylesheets(manifest, 'sports')).toEqual(['/assets/rows.css', '/assets/browse.css']);
    expect(pageStylesheets(manifest, 'home')).toEqual([]);
    expect(() => pageStylesheets({}, 'sports')).toThrow('update PAGE_MODULES');
  });

  it('refuses a site the contract does not know', async () => {
    await expect(prerenderPage({ page: 'home', siteId: 999, languageId: 1 as LanguageId })).rejects.toThrow(
      'no site 999',
    );
  });
});
