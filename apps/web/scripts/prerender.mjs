// Build step after `vite build` (decision 006): bundles src/prerender.tsx for Node with `vite build --ssr`, then
// renders each prerendered page (`/`, and `/sports` where the brand has it) of every site in every language into
// dist/prerender/<page>/<siteId>-<languageId>.html, with the texts each render used and the stylesheets of the
// page's lazy route module in <siteId>-<languageId>.json next to it. The server injects both into index.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
// Inside the package so the bundle's bare imports (react, react-router, …) resolve from node_modules; one folder
// per process so two builds at once do not delete each other's bundle.
const bundleDir = join(root, `node_modules/.prerender-${process.pid}`);

const started = performance.now();
rmSync(join(dist, 'prerender'), { recursive: true, force: true });
await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: bundleDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});

try {
  const { PRERENDER_TARGETS, pageStylesheets, prerenderPage, prerenderedPageFiles } = await import(
    pathToFileURL(join(bundleDir, 'prerender.js')).href
  );
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  for (const target of PRERENDER_TARGETS) {
    const { html, texts } = await prerenderPage(target);
    const stylesheets = pageStylesheets(manifest, target.page);
    const files = prerenderedPageFiles(target.page, target.siteId, target.languageId);
    mkdirSync(dirname(join(dist, files.html)), { recursive: true });
    writeFileSync(join(dist, files.html), html);
    writeFileSync(join(dist, files.meta), `${JSON.stringify({ texts, stylesheets })}\n`);
  }
  const ms = Math.round(performance.now() - started);
  const pages = [...new Set(PRERENDER_TARGETS.map((target) => target.page))].join(', ');
  console.log(`prerendered ${PRERENDER_TARGETS.length} pages (${pages}; per site and language) in ${ms} ms`);
} finally {
  rmSync(bundleDir, { recursive: true, force: true });
}
