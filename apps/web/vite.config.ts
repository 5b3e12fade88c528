/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), startScripts()],
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
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
