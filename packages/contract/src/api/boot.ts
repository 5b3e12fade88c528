import type { BrandConfig } from '../brands/registry';
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

/** The empty app container of apps/web/index.html; on the home page the server fills it (decision 006). */
export const APP_ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The texts a prerendered page looked up while it rendered, per language id: the text as the client formats it
 * (`{name}` placeholders), or null where the key was missing. The server injects the page only when its own texts
 * give the same answers, so the prerendered markup is exactly what the client renders first.
 */
export type PrerenderedTexts = Record<string, Record<string, string | null>>;

/** Where the web build writes the prerendered home page of a site in a language, relative to its dist folder. */
export function prerenderedHomeFiles(siteId: number, languageId: number): { html: string; texts: string } {
  const base = `prerender/${siteId}-${languageId}`;
  return { html: `${base}.html`, texts: `${base}.json` };
}
