import * as content from '@playline/contract/api/content';
import { BOOT_GLOBAL, type BootConfig } from '@playline/contract/boot';

declare global {
  interface Window {
    [BOOT_GLOBAL]?: BootConfig;
  }
}

/** Puts the theme's CSS custom properties on the page unless the server already did. */
export function applyThemeCss(css: string): void {
  if (document.getElementById('pl-theme')) return;
  const style = document.createElement('style');
  style.id = 'pl-theme';
  style.textContent = css;
  document.head.prepend(style);
}

/**
 * The boot configuration the server wrote into index.html; under the Vite dev server (no injection) it is fetched
 * from `GET /api/boot` and its theme applied here.
 */
export async function loadBoot(): Promise<BootConfig> {
  const injected = window[BOOT_GLOBAL];
  if (injected) return injected;
  const { path } = content.getBoot;
  const response = await fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const boot = (await response.json()) as BootConfig;
  applyThemeCss(boot.themeCss);
  return boot;
}
