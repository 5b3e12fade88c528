/**
 * Which built files the service worker precaches (used at build time by vite.config.ts, kept here to be tested):
 * only what the first screen needs to start offline. A first visit on a phone's data plan must not download the
 * whole app; every other /assets/ file is cached by the worker when a page actually loads it (sw.ts).
 */

/** The part of Vite's build manifest (`build.manifest`, dist/.vite/manifest.json) the list follows. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[]; assets?: string[] }>;

/** `src="/assets/…"` and `href="/assets/…"` of the page's scripts and links (entry, modulepreloads, stylesheets). */
const PAGE_ASSET = /<(?:script|link)\b[^>]*?\b(?:src|href)="\/(assets\/[^"]+)"/g;

/**
 * Every /assets/ file the built index.html names, plus what those chunks import statically and the CSS and files
 * they bring, following the build manifest. Dynamic imports (lazy routes, dialogs) are left out on purpose, except
 * `lazyModules` (manifest keys: source paths such as `src/app/shell/toasts.tsx`), which the app needs offline.
 */
export function firstScreenFiles(
  indexHtml: string,
  manifest: BuildManifest,
  lazyModules: readonly string[] = [],
): Set<string> {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = byFile.get(file);
    for (const key of chunk?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
    for (const other of [...(chunk?.css ?? []), ...(chunk?.assets ?? [])]) visit(other);
  };
  for (const [, path] of indexHtml.matchAll(PAGE_ASSET)) if (path) visit(path);
  for (const module of lazyModules) {
    const chunk = manifest[module];
    if (!chunk) throw new Error(`no chunk for ${module}: update the precache's lazy modules in vite.config.ts`);
    visit(chunk.file);
  }
  return files;
}

export interface PrecacheEntry {
  url: string;
  size: number;
}

/**
 * Keeps the entries of `wanted` from Workbox's list. Throws when the list would be empty or lacks a file the page
 * names (a glob pattern that no longer matches, say): the build must fail rather than ship a worker without a shell.
 */
export function keepOnly<Entry extends PrecacheEntry>(entries: Entry[], wanted: Set<string>): Entry[] {
  const kept = entries.filter((entry) => wanted.has(entry.url));
  const found = new Set(kept.map((entry) => entry.url));
  const missing = [...wanted].filter((file) => !found.has(file));
  if (kept.length === 0 || missing.length > 0) {
    throw new Error(`precache list: ${kept.length} files kept, not in Workbox's list: ${missing.join(', ') || '-'}`);
  }
  return kept;
}
