/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { type BuildManifest, firstScreenFiles, keepOnly, type PrecacheEntry } from './src/sw/precache-list';

/** Paths the API server answers; the dev server forwards them so `npm run dev` talks to a real backend. */
const SERVER = 'http://localhost:3000';
const proxied = ['/api', '/ping', '/manifest.webmanifest', '/icons', '/robots.txt', '/sitemap.xml'];

/** Modules main.tsx imports dynamically to evaluate them apart, yet needs at once: preloaded with the page. */
const START_MODULES = ['/node_modules/react-dom/client.js'];

/**
 * The home page paints from the HTML and CSS alone (decision 006), so the app's module scripts are fetched at low
 * priority: they never compete with the stylesheet (which every page waits for anyway), and Lighthouse's simulation,
 * which counts every high-priority script as render-blocking, sees the page as it is. The chunks of START_MODULES
 * are preloaded too, so splitting their evaluation costs no round trip.
 */
function startScripts(): Plugin {
  return {
    name: 'playline:start-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk, path }) {
        // Only the app's page: the game frame (the second entry) has no React to preload and wants its script soon.
        if (path !== '/index.html') return html;
        const preloaded = new Set([chunk?.fileName, ...(chunk?.imports ?? [])]);
        const extra: string[] = [];
        const visit = (fileName: string) => {
          const target = bundle?.[fileName];
          if (preloaded.has(fileName) || target?.type !== 'chunk') return;
          preloaded.add(fileName);
          extra.push(fileName);
          for (const name of target.imports) visit(name);
        };
        for (const module of START_MODULES) {
          const output = Object.values(bundle ?? {}).find(
            (candidate) => candidate.type === 'chunk' && candidate.facadeModuleId?.endsWith(module),
          );
          if (!output) throw new Error(`no chunk for ${module}: update START_MODULES in vite.config.ts`);
          visit(output.fileName);
        }
        const links = extra.map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`).join('');
        return html
          .replace('</head>', `${links}</head>`)
          .replace(
            /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
            '<$1 fetchpriority="low"',
          );
      },
    },
  };
}

/** The web build's version: names the service worker's runtime caches (src/sw/cache-names.ts). */
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** The web build's output folder (build.outDir), read again by the precache list below once the build is written. */
const OUT_DIR = new URL('./dist/', import.meta.url);

/**
 * Lazy modules the app needs when it starts offline, precached with the first screen: the connection-lost dialog
 * and the toasts it speaks through (nothing else would ever have loaded them while online).
 */
const OFFLINE_MODULES = ['src/app/shell/connectivity-dialog.tsx', 'src/app/shell/toasts.tsx'];

/**
 * Workbox's manifest transform: keeps only the first screen's files (a first visit on a phone's data plan does not
 * download the whole app), and fails the build when the list would be empty or miss a file the page names.
 */
function keepFirstScreen<Entry extends PrecacheEntry>(entries: Entry[]) {
  const manifestFile = new URL('.vite/manifest.json', OUT_DIR);
  if (!existsSync(manifestFile)) throw new Error('no dist/.vite/manifest.json: the precache list needs build.manifest');
  const wanted = firstScreenFiles(
    readFileSync(new URL('index.html', OUT_DIR), 'utf8'),
    JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest,
    OFFLINE_MODULES,
  );
  // vite-plugin-pwa prints the kept count and size after the build ("precache  N entries").
  return { manifest: keepOnly(entries, wanted), warnings: [] };
}

/**
 * The service worker (issue 9): our own src/sw.ts with Workbox's precache list injected. Registered by the app
 * itself (features/pwa), so the update is offered in the app's dialog; the manifest is the server's, per brand.
 * Only the first screen's hashed assets are precached (keepFirstScreen); the worker caches every other /assets/
 * file when a page loads it. index.html is rendered per site by the server and never comes from the precache.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}'],
      // Hashed names: Workbox needs no revision of its own for them.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [keepFirstScreen],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    },
  });
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  // The prerender's server-side build (scripts/prerender.mjs) and the tests have no worker to build.
  plugins: [react(), startScripts(), ...(isSsrBuild || mode === 'test' ? [] : [serviceWorker()])],
  define: { __PLAYLINE_VERSION__: JSON.stringify(version) },
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: SERVER, changeOrigin: false, ws: path === '/api' }]),
    ),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The casino's game frame is its own tiny page (no React), built beside the app and served at /game-frame/.
    // The app's entry keeps the name `index`: its chunk is `assets/index-*.js`, which the browser tests hold back.
    rollupOptions: { input: { index: 'index.html', 'game-frame': 'game-frame.html' } },
    // bench/ and the bundle-size check read the entry chunk and its static imports from here.
    manifest: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A `findBy…` may wait 4 s (setup.ts) for a lazy screen on a loaded 2-core machine: the test gets room for it.
    testTimeout: 15_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}));
