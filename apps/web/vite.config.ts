/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Paths the API server answers; the dev server forwards them so `npm run dev` talks to a real backend. */
const SERVER = 'http://localhost:3000';
const proxied = ['/api', '/ping', '/manifest.webmanifest', '/icons', '/robots.txt', '/sitemap.xml'];

/**
 * The home page paints from the HTML and CSS alone (decision 005), so the app's module scripts are fetched at low
 * priority: they never compete with the stylesheet (which every page waits for anyway), and Lighthouse's simulation,
 * which counts every high-priority script as render-blocking, sees the page as it is.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'playline:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

export default defineConfig({
  plugins: [react(), lowPriorityScripts()],
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: SERVER, changeOrigin: false, ws: path === '/api' }]),
    ),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // bench/ and the bundle-size check read the entry chunk and its static imports from here.
    manifest: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
