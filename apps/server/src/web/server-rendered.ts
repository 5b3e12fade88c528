import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_RENDERER_FILE, type PageRenderRequest, type RenderedPage, type RenderPage } from '@playline/contract';
import { isPageMeta } from './prerendered-home';

export type PageRenderer = (request: PageRenderRequest) => Promise<RenderedPage | null>;

const isRenderedPage = (value: unknown): value is RenderedPage =>
  isPageMeta(value) && typeof (value as { html?: unknown }).html === 'string';

/**
 * Renders the pages drawn from the server's own data (decision 013) with the web build's page renderer, loaded
 * from WEB_DIST like any file of the build (the server never imports web code) and loaded again when a new build
 * replaces it. Without a build, or when it fails, a page simply goes out without its first screen: `onError` hears
 * why, the visitor sees the app render as on any other page.
 */
export function createPageRenderer(webDist: string, onError: (error: unknown) => void): PageRenderer {
  const file = join(webDist, PAGE_RENDERER_FILE);
  let loaded: { mtimeMs: number; renderPage: Promise<RenderPage | null> } | null = null;

  async function currentRenderer(): Promise<RenderPage | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    if (loaded?.mtimeMs !== info.mtimeMs) {
      // Node keeps every module it loaded by URL: a query names the new build's file as a module of its own.
      const url = `${pathToFileURL(file).href}?build=${info.mtimeMs}`;
      const renderPage = import(url).then((module: { renderPage?: unknown }) =>
        typeof module.renderPage === 'function' ? (module.renderPage as RenderPage) : null,
      );
      loaded = { mtimeMs: info.mtimeMs, renderPage };
    }
    return loaded.renderPage;
  }

  return async (request) => {
    try {
      const renderPage = await currentRenderer();
      const page = renderPage ? await renderPage(request) : null;
      return isRenderedPage(page) ? page : null;
    } catch (error) {
      onError(error);
      return null;
    }
  };
}
