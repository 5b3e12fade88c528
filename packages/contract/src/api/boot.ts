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
