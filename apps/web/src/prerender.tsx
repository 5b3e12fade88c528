/**
 * Server-side entry used only at build time (decision 006): renders a page whose first render needs no data (the
 * home page, the sports home) for a site in a language with React's own renderer, so the server can put the first
 * screen into index.html before any JavaScript arrives. `scripts/prerender.mjs` builds this file with
 * `vite build --ssr` and writes one fragment per page, site and language.
 */
import {
  type BootConfig,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  type PrerenderedTexts,
} from '@playline/contract/boot';
import { type BrandConfig, SITES } from '@playline/contract/brands';
import type { BulkSettings } from '@playline/contract/content';
import { LANGUAGES, type LanguageId, languageById } from '@playline/contract/languages';
import { seededTexts, singleBracePlaceholders } from '@playline/contract/texts';
import { themeCss } from '@playline/contract/theme';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createAppServices } from './app/create-app';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { brandAllowsRoute } from './app/routes/guards';
import type { ClientStore } from './lib/client-store';

/** The script names the files after the contract, so the server finds them. */
export { prerenderedPageFiles } from '@playline/contract/boot';

/**
 * Class of the element the fragment is wrapped in. React's first client render replaces the whole content of
 * `#root`, wrapper included; until then global.css hides the wrapper on screens that get the desktop layout.
 */
export const PRERENDER_CLASS = 'pl-prerender';

export interface PrerenderTarget {
  page: PrerenderedPage;
  siteId: number;
  languageId: LanguageId;
}

/**
 * Whether the brand has the page: the home page always; the sports home only where the router's brand guard lets
 * the visitor in (elsewhere `/sports` redirects home, and the server finds no fragment to inject).
 */
export function brandHasPage(brand: BrandConfig, page: PrerenderedPage): boolean {
  return page === 'home' || brandAllowsRoute(brand, 'Sports');
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
export const PAGE_MODULES: Record<PrerenderedPage, readonly string[]> = {
  home: [],
  sports: ['src/features/sports/pages/sports-page.tsx'],
};

/** The part of Vite's build manifest (`dist/.vite/manifest.json`) read here. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/**
 * The stylesheets a page needs beyond index.html's: those of its modules and their static imports, imports first
 * (the order Vite links them in), without those of the entry, which index.html links already.
 */
export function pageStylesheets(manifest: BuildManifest, page: PrerenderedPage): string[] {
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

/** Renders a page of one site in one language, exactly as the client's first render draws it for a new visitor. */
export async function prerenderPage({ page, siteId, languageId }: PrerenderTarget): Promise<PrerenderedPageHtml> {
  const brand = SITES[siteId];
  if (!brand) throw new Error(`no site ${siteId} in the contract`);
  if (!brandHasPage(brand, page)) throw new Error(`site ${siteId} has no ${page} page`);
  const path = PRERENDERED_PAGES[page];
  const bulk = seededBulk(brand.brandKey);
  const boot: BootConfig = { siteId, brand, themeCss: themeCss(brand.theme), version: 'prerender', bulk };
  // Storage does not exist here, so the store starts as for a first visit: no user, the brand's defaults.
  const services = createAppServices(boot);
  const { queryClient } = services;
  const used: PrerenderedTexts = {};
  services.store.setState({
    language: { id: languageId, locale: languageById(languageId).locale },
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
