import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type BrandConfig,
  prerenderedPageAt,
  SERVER_RENDERED_PAGES,
  type ServerRenderedPage,
  type ServerRenderedPageData,
  serverRenderedPageAt,
} from '@playline/contract';
import { GAME_FRAME_PATH } from '@playline/contract/casino-keys';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { errorBody } from '../lib/error-body';
import { bootConfig } from '../modules/content/service';
import { createIndexPages } from '../web/index-pages';
import { withFirstScreen, withPrerenderedPage } from '../web/prerendered-home';
import { renderIndex } from '../web/render-index';
import { createPageRenderer } from '../web/server-rendered';
import { isSpaPath } from '../web/spa-paths';
import { sendNotFound } from './errors';
import { isFresh } from './http-cache';

/** Where each server-rendered page's data comes from (decision 013): the module that owns it. */
export type FirstScreenSources = { [P in ServerRenderedPage]: (brand: BrandConfig) => ServerRenderedPageData[P] };

export interface WebPluginOptions extends Record<string, unknown> {
  webDist: string;
  /** Without them, server-rendered pages go out without their first screen, as every other page does. */
  firstScreens?: FirstScreenSources;
}

const isServerRendered = (page: string): page is ServerRenderedPage => Object.hasOwn(SERVER_RENDERED_PAGES, page);

/** Hashed build assets never change under the same name; everything else revalidates. */
function cacheHeaders(reply: FastifyReply, path: string) {
  const hashed = /[\\/]assets[\\/]/.test(path);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the web build: files from WEB_DIST, and for every other page path the brand's index.html with its boot
 * configuration injected (so the first render needs no request); on `/` and `/sports` also with the page the build
 * prerendered, so it paints before any JavaScript runs (decision 006), and on `/casino` with the first screen the
 * server draws from its own data with the build's page renderer (decision 013). Registered last: its not-found handler is
 * the app's, answering JSON 404s for API and reserved paths.
 */
export const webPlugin = fastifyPlugin(setUpWeb, { name: 'web', fastify: '5.x' });

async function setUpWeb(app: FastifyInstance, { webDist, firstScreens }: WebPluginOptions) {
  const indexFile = join(webDist, 'index.html');
  // Registered even when the build is missing: files are looked up per request, so a build made while the
  // server runs is served without a restart.
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    redirect: false,
    suppressWarning: true,
    // The raw template still holds the marker, so /index.html is answered like any other page; folders (`/`
    // included) are pages too, not directory listings or 403s. Prerendered fragments only go out inside a page, and
    // the page renderer (server-side code) not at all.
    allowedPath: (path) =>
      path !== '/index.html' && !path.endsWith('/') && !path.startsWith('/prerender/') && !path.startsWith('/ssr/'),
    setHeaders: cacheHeaders,
  });
  if (!existsSync(indexFile)) app.log.warn({ webDist }, 'web build not found: run `npm run build` to serve the app');

  // The casino's game frame is a page of its own, not the SPA: its built HTML as is, without the boot
  // configuration (the frame asks the game session for all it needs). Read per request, like the static files, so
  // a new build is served without a restart; it is a few hundred bytes.
  const frameFile = join(webDist, 'game-frame.html');
  // A page, not an operation: kept out of the API reference like the SPA's pages.
  app.get(GAME_FRAME_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const html = await readFile(frameFile, 'utf8').catch(() => null);
    if (html === null) {
      const message = `The game frame is not built (no ${frameFile}). Run \`npm run build\` and reload.`;
      return reply.code(503).header('cache-control', 'no-store').send(errorBody(503, message));
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  const renderPage = createPageRenderer(webDist, (error) =>
    app.log.warn({ err: error }, 'the page renderer failed: the page goes out without its first screen'),
  );
  const page = createIndexPages(indexFile, async (template, brand, prerendered) => {
    const boot = await bootConfig(app.db, brand);
    const html = renderIndex(template, boot);
    if (!prerendered) return html;
    if (!isServerRendered(prerendered)) return withPrerenderedPage(html, boot, webDist, prerendered);
    const source = firstScreens?.[prerendered];
    if (!source) return html;
    const languageId = boot.brand.defaultLanguageId;
    const rendered = await renderPage({ page: prerendered, siteId: boot.siteId, languageId, data: source(brand) });
    return rendered ? withFirstScreen(html, boot, rendered) : html;
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isSpaPath(path))
      return sendNotFound(request, reply);
    const rendered = await page(request.site, prerenderedPageAt(path) ?? serverRenderedPageAt(path));
    if (!rendered) {
      const message = `The web app is not built (no ${indexFile}). Run \`npm run build\` and reload.`;
      return reply.code(503).header('cache-control', 'no-store').send(errorBody(503, message));
    }
    reply.header('cache-control', 'no-cache').header('etag', rendered.etag).type('text/html; charset=utf-8');
    if (isFresh(request.headers['if-none-match'], rendered.etag)) return reply.code(304).send();
    return reply.send(rendered.html);
  });
}
