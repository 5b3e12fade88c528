/**
 * Server-side entry used only at build time (decision 006): renders the home page of a site in a language with
 * React's own renderer, so the server can put the first screen into index.html before any JavaScript arrives.
 * `scripts/prerender.mjs` builds this file with `vite build --ssr` and writes one fragment per site and language.
 */
import type { BootConfig, PrerenderedTexts } from '@playline/contract/boot';
import { SITES } from '@playline/contract/brands';
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
import type { ClientStore } from './lib/client-store';

/** The script names the files after the contract, so the server finds them. */
export { prerenderedHomeFiles } from '@playline/contract/boot';

/**
 * Class of the element the fragment is wrapped in. React's first client render replaces the whole content of
 * `#root`, wrapper included; until then global.css hides the wrapper on screens that get the desktop layout.
 */
export const PRERENDER_CLASS = 'pl-prerender';

export interface PrerenderTarget {
  siteId: number;
  languageId: LanguageId;
}

/** Every site of the contract in every language. */
export const PRERENDER_TARGETS: readonly PrerenderTarget[] = Object.values(SITES).flatMap((brand) =>
  LANGUAGES.map((language) => ({ siteId: brand.siteId, languageId: language.id })),
);

export interface PrerenderedHome {
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

/** Renders `/` of one site in one language, exactly as the client's first render draws it for a new visitor. */
export async function prerenderHome({ siteId, languageId }: PrerenderTarget): Promise<PrerenderedHome> {
  const brand = SITES[siteId];
  if (!brand) throw new Error(`no site ${siteId} in the contract`);
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
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`site ${siteId}: / answered ${context.status}, not a page`);
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
