// Build step after `vite build` (decisions 006, 013): bundles src/prerender.tsx for Node with `vite build --ssr`
// into dist/ssr/, then renders each prerendered page (`/`, and `/sports` where the brand has it) of every site in
// every language into dist/prerender/<page>/<siteId>-<languageId>.html, with the texts each render used and the
// stylesheets of the page's lazy route module in <siteId>-<languageId>.json next to it. The server injects both
// into index.html. The bundle stays: the server loads it to render the pages drawn from its own data (the casino
// lobby), whose stylesheets the script writes to dist/ssr/pages.json.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
// Inside the package so the bundle's bare imports (react, react-router, …) resolve from node_modules. The static
// server never serves this folder.
const bundleDir = join(dist, 'ssr');

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
    // One file: the server loads a new build's renderer under a new URL, and a chunk importing the entry back by
    // its plain path would get a second copy of it (other React contexts) instead of the one that loaded it.
    rolldownOptions: { output: { inlineDynamicImports: true } },
  },
});

const {
  PAGE_STYLESHEETS_FILE,
  PRERENDER_TARGETS,
  SERVER_RENDERED_PAGE_NAMES,
  pageStylesheets,
  prerenderPage,
  prerenderedPageFiles,
} = await import(pathToFileURL(join(bundleDir, 'prerender.js')).href);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const serverPages = Object.fromEntries(
  SERVER_RENDERED_PAGE_NAMES.map((page) => [page, pageStylesheets(manifest, page)]),
);
writeFileSync(join(bundleDir, PAGE_STYLESHEETS_FILE), `${JSON.stringify(serverPages)}\n`);
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
console.log(`kept the page renderer in dist/ssr for the server's own pages (${SERVER_RENDERED_PAGE_NAMES.join(', ')})`);
