/**
 * Server-side entry (decisions 006 and 013): renders a page for a site in a language with React's own renderer, so
 * the server can put the first screen into index.html before any JavaScript arrives. `scripts/prerender.mjs` builds
 * this file with `vite build --ssr` into `dist/ssr/` and writes one fragment per site and language of the pages
 * whose first render needs no data (the home page, the sports home). The server itself loads the same bundle to
 * render the pages drawn from its data (the casino lobby) through `renderPage`.
 */
import { readFile } from 'node:fs/promises';
import {
  type BootConfig,
  type PageRenderRequest,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  type PrerenderedTexts,
  type RenderPage,
  SERVER_RENDERED_PAGES,
  type ServerRenderedPage,
} from '@playline/contract/boot';
import { type BrandConfig, SITES } from '@playline/contract/brands';
import type { BulkSettings } from '@playline/contract/content';
import { formattingLocale, LANGUAGES, type LanguageId } from '@playline/contract/languages';
import { seededTexts, singleBracePlaceholders } from '@playline/contract/texts';
import { themeCss } from '@playline/contract/theme';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createAppServices } from './app/create-app';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { brandAllowsRoute } from './app/routes/guards';
import { seedFirstScreen } from './app/routes/server-page-data';
import type { ClientStore } from './lib/client-store';

/** The script names the files after the contract, so the server finds them. */
export { prerenderedPageFiles } from '@playline/contract/boot';

/**
 * Class of the element the fragment is wrapped in. React's first client render replaces the whole content of
 * `#root`, wrapper included; until then global.css hides the wrapper on screens that get the desktop layout.
 */
export const PRERENDER_CLASS = 'pl-prerender';

/** A page drawn by this renderer: at build time, or by the server from its data. */
export type RenderedPageName = PrerenderedPage | ServerRenderedPage;

const PAGE_PATHS: Record<RenderedPageName, string> = { ...PRERENDERED_PAGES, ...SERVER_RENDERED_PAGES };

export interface PrerenderTarget {
  page: RenderedPageName;
  siteId: number;
  languageId: LanguageId;
}

/**
 * Whether the brand has the page: the home page always; the sports home and the casino lobby only where the
 * router's brand guard lets the visitor in (elsewhere the path redirects home, and the server injects nothing).
 */
export function brandHasPage(brand: BrandConfig, page: RenderedPageName): boolean {
  if (page === 'home') return true;
  return brandAllowsRoute(brand, page === 'sports' ? 'Sports' : 'CasinoHomePage');
}

/** Every prerendered page of every site of the contract, in every language. */
export const PRERENDER_TARGETS: readonly PrerenderTarget[] = (Object.keys(PRERENDERED_PAGES) as PrerenderedPage[])
  .flatMap((page) => Object.values(SITES).flatMap((brand) => (brandHasPage(brand, page) ? [{ page, brand }] : [])))
  .flatMap(({ page, brand }) => LANGUAGES.map((language) => ({ page, siteId: brand.siteId, languageId: language.id })));

/**
 * The client modules each page's lazy route loads (the router's SCREENS, checked in prerender.test.tsx). Vite gives
 * a lazily loaded module's CSS files of their own, linked only once the module loads; the prerendered markup needs
 * them from the start, so the build lists them beside the fragment and the server links them in the head.
 */
export const PAGE_MODULES: Record<RenderedPageName, readonly string[]> = {
  home: [],
  sports: ['src/features/sports/pages/sports-page.tsx'],
  casino: ['src/features/casino/pages/lobby-home-page.tsx', 'src/app/routes/casino-zones.tsx'],
};

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) read here. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/**
 * The stylesheets a page needs beyond index.html's: those of its modules and their static imports, imports first
 * (the order Vite links them in), without those of the entry, which index.html links already.
 */
export function pageStylesheets(manifest: BuildManifest, page: RenderedPageName): string[] {
  const linked = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string, into: Set<string>, out: string[] | null, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}: update PAGE_MODULES in src/prerender.tsx`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported, into, out, seen);
    for (const css of chunk.css ?? []) {
      if (into.has(css)) continue;
      into.add(css);
      out?.push(`/${css}`);
    }
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entrySeen = new Set<string>();
  for (const entry of entries) visit(entry, linked, null, entrySeen);
  const seen = new Set<string>(entrySeen);
  for (const module of PAGE_MODULES[page]) visit(module, linked, ordered, seen);
  return ordered;
}

export interface PrerenderedPageHtml {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The texts the render looked up, so the server can tell whether its own texts would render the same. */
  texts: PrerenderedTexts;
}

/**
 * The brand's UI texts as `GET /api/conf/bulk` answers them from the server's seed (the contract's catalogues with
 * the brand's own wording), placeholders in the `{name}` form the client formats.
 */
function seededBulk(brandKey: string): BulkSettings {
  return Object.fromEntries(
    Object.entries(seededTexts(brandKey)).map(([languageId, texts]) => [
      languageId,
      Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, singleBracePlaceholders(text)])),
    ]),
  );
}

/** The same texts, each language wrapped so every lookup (hit or miss) is written down in `used`. */
function recordingBulk(bulk: BulkSettings, used: PrerenderedTexts): BulkSettings {
  return Object.fromEntries(
    Object.entries(bulk).map(([languageId, texts]) => {
      const seen: Record<string, string | null> = {};
      used[languageId] = seen;
      const recorder = new Proxy(texts, {
        get(target, key, receiver) {
          const value: unknown = Reflect.get(target, key, receiver);
          if (typeof key === 'string')
            seen[key] = typeof value === 'string' && Object.hasOwn(target, key) ? value : null;
          return value;
        },
      });
      return [languageId, recorder];
    }),
  );
}

/**
 * Renders a page of one site in one language, exactly as the client's first render draws it for a new visitor:
 * with no answers in the cache but those `seed` puts there (a server-rendered page's data).
 */
export async function prerenderPage(
  { page, siteId, languageId }: PrerenderTarget,
  seed: (queryClient: QueryClient) => void = () => {},
): Promise<PrerenderedPageHtml> {
  const brand = SITES[siteId];
  if (!brand) throw new Error(`no site ${siteId} in the contract`);
  if (!brandHasPage(brand, page)) throw new Error(`site ${siteId} has no ${page} page`);
  const path = PAGE_PATHS[page];
  const bulk = seededBulk(brand.brandKey);
  const boot: BootConfig = { siteId, brand, themeCss: themeCss(brand.theme), version: 'prerender', bulk };
  // Storage does not exist here, so the store starts as for a first visit: no user, the brand's defaults.
  const services = createAppServices(boot);
  const { queryClient } = services;
  seed(queryClient);
  const used: PrerenderedTexts = {};
  services.store.setState({
    language: { id: languageId, locale: formattingLocale(languageId, brand.currencyCode) },
    bulk: recordingBulk(services.store.getState().bulk, used),
  });
  // A server render reads zustand's `getInitialState` (the hydration snapshot): make that the state set up above.
  const store: ClientStore = { ...services.store, getInitialState: services.store.getState };

  const handler = createStaticHandler(createRoutes(brand));
  // The lazy route modules load and the loaders (the brand guard) run here, as in the client before it renders.
  const context = await handler.query(new Request(`http://localhost${path}`));
  const status = context instanceof Response ? context.status : context.errors ? 500 : context.statusCode;
  if (context instanceof Response || status !== 200)
    throw new Error(`site ${siteId}: ${path} answered ${status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders boot={boot} store={store} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  queryClient.clear();
  return { html: `<div class="${PRERENDER_CLASS}">${html}</div>`, texts: used };
}

/** The pages the server renders with `renderPage`, for the build script (which cannot read the contract). */
export const SERVER_RENDERED_PAGE_NAMES = Object.keys(SERVER_RENDERED_PAGES) as ServerRenderedPage[];

/** Beside the bundle, the build writes each server-rendered page's stylesheets (it alone has Vite's manifest). */
export const PAGE_STYLESHEETS_FILE = 'pages.json';

let stylesheets: Promise<Record<string, string[]>> | null = null;

/**
 * Renders a page the server draws from its own data (decision 013), for the server that loads this bundle; null
 * for a site without the page. A fresh cache per render holds only the request's data, so nothing of one site or
 * visitor reaches another.
 */
export const renderPage: RenderPage = async (request: PageRenderRequest) => {
  const brand = SITES[request.siteId];
  if (!brand || !brandHasPage(brand, request.page)) return null;
  if (!LANGUAGES.some((language) => language.id === request.languageId)) return null;
  stylesheets ??= readFile(new URL(`./${PAGE_STYLESHEETS_FILE}`, import.meta.url), 'utf8').then(JSON.parse);
  const linked = (await stylesheets)[request.page] ?? [];
  const target = { page: request.page, siteId: request.siteId, languageId: request.languageId as LanguageId };
  const { html, texts } = await prerenderPage(target, (queryClient) => seedFirstScreen(queryClient, request));
  return { html, texts, stylesheets: linked };
};
