// The import rules of docs/ARCHITECTURE.md (decision 026), as data: which part of the repository may import which.
// Web zones are generated from the folder list, so a new feature or entity is a zone the day it is created, and a
// new top-level folder of apps/web/src is refused until it is given a layer here.
const WEB = 'apps/web/src/';
const SERVER = 'apps/server/src/';

/**
 * What each layer of the web may import (besides its own zone, the contract and npm packages), and why not more.
 * Every feature and every entity is a zone of its own: a sibling is another zone of the same layer, so a feature
 * may not import a feature, nor an entity an entity.
 */
const WEB_LAYERS = {
  app: {
    may: ['feature', 'entity', 'components', 'lib', 'brand', 'test'],
    why: 'the app composes the layers below it; the game frame and the service worker are entries of their own',
  },
  feature: {
    may: ['entity', 'components', 'lib', 'brand', 'test'],
    why: 'features never import each other or the app shell',
  },
  entity: {
    may: ['components', 'lib', 'brand', 'test'],
    why: 'entities (shared domain) import only lib, brand and components: never a feature, the app or each other',
  },
  components: {
    may: ['lib', 'brand', 'test'],
    why: 'components are UI primitives: they know no entity, feature or app',
  },
  brand: { may: ['lib', 'test'], why: 'brand (the boot configuration) is infrastructure beside lib' },
  lib: { may: ['test'], why: 'lib is infrastructure shared by all: it imports no layer above it' },
  'game-frame': {
    may: ['lib', 'test'],
    why: 'the game frame is a page of its own without React: it shares only lib and the contract',
  },
  sw: { may: [], why: 'the service worker is a script of its own: it shares only the contract' },
  test: {
    may: ['app', 'feature', 'entity', 'components', 'lib', 'brand', 'game-frame', 'sw'],
    why: 'test helpers may reach the whole web',
  },
};
/** Top-level folders of apps/web/src that are one zone each. */
const FOLDER_LAYERS = new Set(['app', 'components', 'brand', 'lib', 'game-frame', 'sw', 'test']);
/** Folders of zones, one per sub-folder. */
const ZONE_FOLDERS = { features: 'feature', entities: 'entity' };
/** The page half of the service worker's protocol (cache names, messages) belongs to the PWA feature. */
const SERVICE_WORKER_PAGE = 'features/pwa';

/** The layer and zone of a path under apps/web/src; null for a place no rule knows. */
function webLayer(path) {
  const parts = path.slice(WEB.length).split('/');
  const [top, name] = parts;
  if (parts.length === 1) return top === 'sw.ts' ? { layer: 'sw', zone: 'sw' } : { layer: 'app', zone: 'app' };
  if (FOLDER_LAYERS.has(top)) return { layer: top, zone: top };
  if (top in ZONE_FOLDERS && parts.length > 2) return { layer: ZONE_FOLDERS[top], zone: `${top}/${name}` };
  return null;
}

/** The web's layering for one import: null when allowed, else why not. */
function webRule(from, to) {
  const source = webLayer(from);
  if (!source || !to.startsWith(WEB)) return null;
  const target = webLayer(to);
  if (!target || target.zone === source.zone) return null;
  if (target.layer === 'sw' && source.zone === SERVICE_WORKER_PAGE) return null;
  const rule = WEB_LAYERS[source.layer];
  return rule.may.includes(target.layer) ? null : rule.why;
}

/** Why a file of the web sits in no layer (a new top-level folder, a file loose in features/), or null. */
export function unplaced(path) {
  if (!path.startsWith(WEB) || webLayer(path)) return null;
  return `${path} is in no layer of the boundary rules: move it into one, or give its folder a layer`;
}

const isWithin = (path, zone) => path === zone || path.startsWith(`${zone}/`);

/** Tests and their kits build whole apps and fixtures: the server's layering applies to production files. */
export const isTestFile = (path) => /\.test\.[cm]?[jt]sx?$|[-.]test-kit\.|\/test\//.test(path);

/** The app source folder holding `path` (where the package's `#app/*` alias points), or null. */
const appSource = (path) => [WEB, SERVER].find((src) => path.startsWith(src)) ?? null;

/**
 * Rules over the whole repository: `check(from, to, specifier)` answers null or why the import is refused.
 */
export const RULES = [
  {
    // Epic Stack's decision 031: a path that climbs breaks when either file moves and says nothing of where it
    // goes; `#app/…` (package.json "imports") names the place. `scripts/codemods/app-aliases.mjs` rewrites them.
    // CSS is left out: a CSS Modules `composes … from` resolves file paths, not package imports.
    check: (from, to, specifier) => {
      const src = appSource(from);
      if (!src || from.endsWith('.css') || !to.startsWith(src) || !/^(\.\.\/){2}/.test(specifier)) return null;
      return `climbs two or more folders inside the app: write '#app/${to.slice(src.length)}' with the file's extension`;
    },
  },
  {
    check: (from, to) =>
      from.startsWith('apps/web/') && isWithin(to, 'apps/server') ? 'web never imports server' : null,
  },
  {
    check: (from, to) =>
      from.startsWith('apps/server/') && isWithin(to, 'apps/web') ? 'server never imports web' : null,
  },
  {
    check: (from, to) =>
      from.startsWith('packages/contract/') && to.startsWith('apps/') ? 'the contract depends on no app' : null,
  },
  {
    check: (from, to) =>
      !from.startsWith('e2e/') && !from.startsWith('bench/') && (isWithin(to, 'e2e') || isWithin(to, 'bench'))
        ? 'apps and packages never import the e2e or bench workspaces'
        : null,
  },
  { check: (from, to) => (from.startsWith(WEB) ? webRule(from, to) : null) },
  {
    check: (from, to) =>
      from.startsWith(`${SERVER}lib/`) &&
      !isTestFile(from) &&
      (isWithin(to, `${SERVER}modules`) || isWithin(to, `${SERVER}plugins`))
        ? 'server lib is infrastructure: it imports no plugin and no module'
        : null,
  },
  {
    check: (from, to) =>
      from.startsWith(`${SERVER}plugins/`) && !isTestFile(from) && isWithin(to, `${SERVER}modules`)
        ? 'plugins load before the modules: they import no module'
        : null,
  },
  {
    check: (from, to) =>
      from.startsWith(`${SERVER}modules/hub/`) &&
      !isTestFile(from) &&
      ['casino', 'notifications', 'admin'].some((module) => isWithin(to, `${SERVER}modules/${module}`))
        ? 'the hub is the transport: it does not know the modules that use it (casino, notifications, admin)'
        : null,
  },
];

/**
 * Known exceptions, each with its reason: `{ file, specifier }` lets one import break a rule, `{ file, form }` lets
 * one form the check cannot follow stand. An exception nothing needs any more is itself reported, so the list only
 * shrinks.
 */
export const EXCEPTIONS = [
  // Plugins that wire a module into every request; the server-shape work of issue 20 decides where they belong.
  {
    file: 'apps/server/src/plugins/session.ts',
    specifier: '../modules/auth/sessions',
    why: "the session plugin resolves the auth module's session cookie on every request",
  },
  {
    file: 'apps/server/src/plugins/route-access.ts',
    specifier: '../modules/auth/sessions',
    why: "route access reads the auth module's user type (a type import)",
  },
  {
    file: 'apps/server/src/plugins/ledger.ts',
    specifier: '../modules/ledger/ledger',
    why: "the ledger plugin decorates the app with the ledger module's Ledger",
  },
  {
    file: 'apps/server/src/plugins/web.ts',
    specifier: '../modules/content/service',
    why: "the web plugin injects the content module's boot configuration into index.html (decision 002)",
  },
  {
    file: 'apps/server/src/web/server-rendered.ts',
    form: 'import(url)',
    why: "loads the web build's page renderer from dist/ssr at run time, by file URL (decision 013)",
  },
  {
    file: 'packages/contract/src/http/endpoint.test.ts',
    form: 'import.meta.glob',
    why: 'checks every endpoint file of the contract, including one added later, for a duplicate method and path',
  },
  {
    file: 'apps/server/build.mjs',
    form: 'new URL(path, import.meta.url)',
    why: "the server's build script names its input and output files relative to itself",
  },
  {
    file: 'apps/web/scripts/prerender.mjs',
    form: "import(pathToFileURL(join(bundleDir, 'prerender.js')).href)",
    why: 'the build script runs the prerender bundle it has just built',
  },
  {
    file: 'apps/web/src/prerender.tsx',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the exception names source text, it builds no string
    form: 'new URL(`./${PAGE_STYLESHEETS_FILE}`, import.meta.url)',
    why: 'reads the stylesheet list the build writes beside the server bundle (a JSON file, not a module)',
  },
  {
    file: 'apps/web/src/prerender.test.tsx',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the exception names source text, it builds no string
    form: 'import(/* @vite-ignore */ `../${path}`)',
    why: "loads each route module the prerender lists, to prove the list matches the router's lazy routes",
  },
];
