import { readFile, stat } from 'node:fs/promises';
import type { BrandConfig, PrerenderedPage, ServerRenderedPage } from '@playline/contract';
import { etagOf } from '../plugins/http-cache';

export interface IndexPage {
  html: string;
  etag: string;
}

interface Template {
  mtimeMs: number;
  html: string;
}

/** A page that carries its first screen: prerendered by the build (decision 006) or by the server (decision 013). */
export type FirstScreenPage = PrerenderedPage | ServerRenderedPage;

/**
 * Rendered index.html per site, and per site once more for each page with its first screen (`/`, `/sports` and
 * `/casino`), kept in memory. A page is rendered again when the web build changes (the template's mtime
 * moves, e.g. after `npm run build`) or after `ttlMs`, so edited texts reach the boot data.
 */
export function createIndexPages(
  file: string,
  render: (template: string, brand: BrandConfig, prerendered: FirstScreenPage | null) => Promise<string>,
  ttlMs = 60_000,
) {
  let template: Template | null = null;
  const pages = new Map<string, IndexPage & { renderedAt: number }>();

  async function currentTemplate(): Promise<Template | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    if (template?.mtimeMs !== info.mtimeMs) {
      template = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
      pages.clear();
    }
    return template;
  }

  /** The brand's page (`prerendered`: for that page's path, else any other), or null when the app is not built. */
  return async function page(
    brand: BrandConfig,
    prerendered: FirstScreenPage | null = null,
  ): Promise<IndexPage | null> {
    const source = await currentTemplate();
    if (!source) return null;
    // Prerendered pages are keyed by their name, every other path by `:` (no page name is empty).
    const key = `${brand.siteId}:${prerendered ?? ''}`;
    const cached = pages.get(key);
    if (cached && Date.now() - cached.renderedAt < ttlMs) return cached;
    const html = await render(source.html, brand, prerendered);
    const fresh = { html, etag: etagOf(html), renderedAt: Date.now() };
    pages.set(key, fresh);
    return fresh;
  };
}
