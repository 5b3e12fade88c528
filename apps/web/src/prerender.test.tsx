import {
  type BootConfig,
  PRERENDERED_PAGES,
  SERVER_RENDERED_PAGES,
  type ServerRenderedPage,
} from '@playline/contract/boot';
import { SITES } from '@playline/contract/brands';
import type { LanguageId } from '@playline/contract/languages';
import { seededTexts } from '@playline/contract/texts';
import { act } from '@testing-library/react';
import { isValidElement, type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, createStaticHandler, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from './app/create-app';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { prefetchFirstScreen, seedFirstScreen } from './app/routes/server-page-data';
import { lobbyAnswer } from './features/casino/casino-fixtures';
import {
  type BuildManifest,
  brandHasPage,
  PAGE_MODULES,
  PRERENDER_CLASS,
  PRERENDER_TARGETS,
  pageStylesheets,
  prerenderPage,
  type RenderedPageName,
  renderPage,
} from './prerender';

const PAGE_PATHS: Record<RenderedPageName, string> = { ...PRERENDERED_PAGES, ...SERVER_RENDERED_PAGES };

/** The casino lobby the server would draw its first screen from: seven rows of twelve games. */
const LOBBY = lobbyAnswer(
  'casino',
  ['popular', 'new', 'table-games', 'jackpots', 'slots', 'roulette', 'blackjack'],
  12,
);

/** Requests the client makes: the casino lobby answers (as the server would), every other one never does. */
function stubFetch() {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
    String(input).startsWith('/api/casino/lobby?lobby=casino')
      ? Promise.resolve(Response.json(LOBBY))
      : new Promise<Response>(() => {}),
  );
}

/** Calls `onCommit` from its layout effect: after the tree below committed, before any passive effect ran. */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(() => {
    onCommit();
  });
  return children;
}

/**
 * The markup of the client's first render of a page for a first-time visitor, before any request but the page's
 * own data has answered. As main.tsx does on a prerendered page, it renders once the router has loaded the route
 * (lazy on `/sports` and `/casino`) and, on a server-rendered page, once the first screen's data has arrived.
 */
async function clientFirstRender(siteId: number, page: RenderedPageName = 'home'): Promise<string> {
  const brand = SITES[siteId]!;
  const boot: BootConfig = { siteId, brand, themeCss: '', version: 'test', bulk: seededTexts(brand.brandKey) };
  stubFetch();
  // As in a browser, an observed element is not near the viewport before the observer's first report.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  const { store, queryClient } = createAppServices(boot);
  const router = createMemoryRouter(createRoutes(brand), { initialEntries: [PAGE_PATHS[page]] });
  await vi.waitUntil(() => router.state.initialized);
  if (page in SERVER_RENDERED_PAGES) await prefetchFirstScreen(queryClient, page as ServerRenderedPage);
  expect(router.state.location.pathname).toBe(PAGE_PATHS[page]);
  const container = document.createElement('div');
  const root = createRoot(container);
  // The first commit is what replaces the prerendered markup; services the shell starts after it (the cookie
  // banner, the installer) draw over the page afterwards, so the markup is read in the first layout effect.
  let html = '';
  await act(async () => {
    root.render(
      <FirstCommit onCommit={() => (html ||= container.innerHTML)}>
        <AppProviders boot={boot} store={store} queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </FirstCommit>,
    );
  });
  act(() => root.unmount());
  router.dispose();
  return html;
}

/**
 * `useId` names differ by renderer (`_R_…_` on the server, `_r_…_` in the client) but only ever tie an element to
 * another of the same render: numbered in order of appearance, both renders name them alike.
 */
function sameIds(html: string): string {
  const names = new Map<string, string>();
  return html.replace(/_[rR]_[0-9a-z]+_/g, (id) => {
    if (!names.has(id)) names.set(id, `id-${names.size + 1}`);
    return names.get(id)!;
  });
}

/**
 * Markup as the browser's DOM holds it, attributes in name order: the server writes `<input type="search" …/>`
 * with its attributes in JSX order, React's client sets `type` last. Both parse to the same element.
 */
function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sameIds(html);
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = Array.from(element.attributes, ({ name, value }) => [name, value] as const).sort(([a], [b]) =>
      a.localeCompare(b),
    );
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

/**
 * renderToString separates adjacent text nodes with empty comments, and puts the preloads of the images it drew
 * first; a DOM built by React has the text alone, and no preloads (the browser replaces them with the app).
 */
const unwrap = (html: string) =>
  canonical(
    html
      .replace(new RegExp(`^<div class="${PRERENDER_CLASS}">([\\s\\S]*)</div>$`), '$1')
      .replaceAll('<!-- -->', '')
      .replace(/^(<link rel="preload" as="image"[^>]*>)+/, ''),
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

  it.each([1, 44, 77])(
    "draws the casino lobby's first screen from the server's data as the client first renders it, on site %i",
    async (siteId) => {
      const brand = SITES[siteId]!;
      expect(brandHasPage(brand, 'casino')).toBe(true);
      const request = { page: 'casino', siteId, languageId: brand.defaultLanguageId, data: { lobby: LOBBY } } as const;
      const { html } = await prerenderPage(request, (queryClient) => seedFirstScreen(queryClient, request));
      expect(unwrap(html)).toBe(canonical(await clientFirstRender(siteId, 'casino')));
      // The first two rows draw their first tiles, thumbnails loading at once; the others hold their places.
      expect(html.match(/<article/g)).toHaveLength(8);
      expect(html).toContain(`src="${LOBBY.rows[0]!.games[0]!.thumbnail}"`);
      expect(html.match(/loading="eager"/g)).toHaveLength(6);
      expect(html).not.toMatch(/<script/i);
    },
  );

  it('renders the casino lobby for the server only where the brand has it, in a language it knows', async () => {
    const request = { page: 'casino', siteId: 1, languageId: 1, data: { lobby: LOBBY } } as const;
    const without = Object.values(SITES).find((brand) => !brandHasPage(brand, 'casino'));
    expect(without).toBeDefined();
    await expect(renderPage({ ...request, siteId: without!.siteId })).resolves.toBeNull();
    await expect(renderPage({ ...request, siteId: 999 })).resolves.toBeNull();
    await expect(renderPage({ ...request, languageId: 99 })).resolves.toBeNull();
  });

  it('draws the sports home without data: title, search, sport chips, live entry and skeleton rows', async () => {
    const { html, texts } = await prerenderPage({ page: 'sports', siteId: 1, languageId: 1 as LanguageId });
    expect(html).toMatch(/<input type="search"[^>]* placeholder="Search[^"]*"/);
    expect(html).toContain('href="/sports/football"');
    // Site 1 (Playline) takes no live bets: its live entry leads to the live scores (issue 18).
    expect(html).toContain('href="/live-scores"');
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

  it.each(Object.keys(PAGE_PATHS) as RenderedPageName[])(
    'lists the module the %s route loads, so its stylesheets are linked',
    async (page) => {
      const handler = createStaticHandler(createRoutes(SITES[1]!));
      const context = await handler.query(new Request(`http://localhost${PAGE_PATHS[page]}`));
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
