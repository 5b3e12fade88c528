// Build step after `vite build` (decision 006): bundles src/prerender.tsx for Node with `vite build --ssr`, then
// renders the home page of every site in every language into dist/prerender/<siteId>-<languageId>.html, with the
// texts each render used in <siteId>-<languageId>.json. The server injects the fragment into index.html.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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
  const { PRERENDER_TARGETS, prerenderHome, prerenderedHomeFiles } = await import(
    pathToFileURL(join(bundleDir, 'prerender.js')).href
  );
  for (const target of PRERENDER_TARGETS) {
    const { html, texts } = await prerenderHome(target);
    const files = prerenderedHomeFiles(target.siteId, target.languageId);
    mkdirSync(dirname(join(dist, files.html)), { recursive: true });
    writeFileSync(join(dist, files.html), html);
    writeFileSync(join(dist, files.texts), `${JSON.stringify(texts)}\n`);
  }
  const ms = Math.round(performance.now() - started);
  console.log(`prerendered the home page of ${PRERENDER_TARGETS.length} site/language pairs in ${ms} ms`);
} finally {
  rmSync(bundleDir, { recursive: true, force: true });
}
