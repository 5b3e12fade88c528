import type { BrandConfig } from '../brands/registry';
import type { Lobby } from './casino';
import type { BulkSettings } from './content';

/**
 * The brand's boot configuration. In production the server writes it into index.html as
 * `window.__PLAYLINE_BOOT__` (no request before the first render); `GET /api/boot` answers the same object for the
 * Vite dev server. `bulk` is exactly what GET /api/conf/bulk/:siteId answers; the client seeds its cache with it.
 */
export interface BootConfig {
  siteId: number;
  brand: BrandConfig;
  /** `:root{--pl-...}` of the brand's theme; already in a <style id="pl-theme"> when injected. */
  themeCss: string;
  version: string;
  bulk: BulkSettings;
}

export const BOOT_GLOBAL = '__PLAYLINE_BOOT__';

/** Marker in apps/web/index.html's <head> that the server replaces with the theme style and boot script. */
export const BOOT_HEAD_MARKER = '<!--playline-head-->';

/** The empty app container of apps/web/index.html; on a prerendered page the server fills it (decision 006). */
export const APP_ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The texts a prerendered page looked up while it rendered, per language id: the text as the client formats it
 * (`{name}` placeholders), or null where the key was missing. The server injects the page only when its own texts
 * give the same answers, so the prerendered markup is exactly what the client renders first.
 */
export type PrerenderedTexts = Record<string, Record<string, string | null>>;

/** What the web build writes beside a prerendered fragment: what the server checks and adds to the page. */
export interface PrerenderedPageMeta {
  texts: PrerenderedTexts;
  /**
   * Stylesheets of the page's lazily loaded route module (`/assets/….css`), which the fragment is drawn with but
   * index.html does not link: the server links them in the head, and Vite's loader then finds them there.
   */
  stylesheets: string[];
}

/**
 * The pages the web build prerenders for every site in every language (decision 006), by the key their files are
 * named with: pages whose first client render needs no data, so the build can draw it.
 */
export const PRERENDERED_PAGES = { home: '/', sports: '/sports' } as const;

export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

/** The prerendered page a request path shows (the path without its query), or null for every other path. */
export function prerenderedPageAt(path: string): PrerenderedPage | null {
  const entry = Object.entries(PRERENDERED_PAGES).find(([, pagePath]) => pagePath === path);
  return entry ? (entry[0] as PrerenderedPage) : null;
}

/**
 * Where the web build writes a prerendered page of a site in a language, relative to its dist folder: the fragment
 * and its `PrerenderedPageMeta`.
 */
export function prerenderedPageFiles(
  page: PrerenderedPage,
  siteId: number,
  languageId: number,
): { html: string; meta: string } {
  const base = `prerender/${page}/${siteId}-${languageId}`;
  return { html: `${base}.html`, meta: `${base}.json` };
}

/**
 * Pages whose first screen is drawn from the server's own data (decision 013): the server renders them per site,
 * with the web build's page renderer and the data below, and keeps the result as it keeps every page. The casino
 * lobby's first screen is its tiles, which no build can know.
 */
export const SERVER_RENDERED_PAGES = { casino: '/casino' } as const;

export type ServerRenderedPage = keyof typeof SERVER_RENDERED_PAGES;

/** The data each server-rendered page is drawn from, exactly as the API answers it to the client. */
export interface ServerRenderedPageData {
  casino: { lobby: Lobby };
}

/** One page to render: which, for which site and language, and its data. */
export type PageRenderRequest = {
  [P in ServerRenderedPage]: { page: P; siteId: number; languageId: number; data: ServerRenderedPageData[P] };
}[ServerRenderedPage];

/** A rendered page: what goes inside the app root, and what the server checks and links with it. */
export interface RenderedPage extends PrerenderedPageMeta {
  html: string;
}

/**
 * The web build's page renderer, relative to its dist folder: an ES module exporting `renderPage`, which answers
 * null for a site without the page.
 */
export const PAGE_RENDERER_FILE = 'ssr/prerender.js';

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | null>;

/** The server-rendered page a request path shows (the path without its query), or null. */
export function serverRenderedPageAt(path: string): ServerRenderedPage | null {
  const entry = Object.entries(SERVER_RENDERED_PAGES).find(([, pagePath]) => pagePath === path);
  return entry ? (entry[0] as ServerRenderedPage) : null;
}
