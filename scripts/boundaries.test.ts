import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { findViolations } from './boundaries.mjs';

/** The workspaces a fixture repository declares, so workspace packages and `#` aliases resolve as in ours. */
const WORKSPACES: Record<string, string> = {
  'package.json': JSON.stringify({ workspaces: ['packages/contract', 'apps/server', 'apps/web'] }),
  'packages/contract/package.json': JSON.stringify({
    name: '@playline/contract',
    exports: { '.': './src/index.ts', './money': './src/money.ts' },
  }),
  'apps/server/package.json': JSON.stringify({ name: '@playline/server', imports: { '#app/*': './src/*' } }),
  'apps/web/package.json': JSON.stringify({
    name: '@playline/web',
    imports: { '#app/*': './src/*', '#lib/*': './src/lib/*', '#features/*': './src/features/*' },
  }),
};

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries({ ...WORKSPACES, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** The violations of a tree of one importing file (plus the files it imports, which import nothing). */
function importing(from: string, specifier: string, targets: string[] = []): string[] {
  const files: Record<string, string> = { [from]: `import { x } from '${specifier}';\n` };
  for (const target of targets) files[target] = 'export const x = 1;\n';
  return findViolations(tree(files));
}

const WEB = 'apps/web/src';

describe('import boundaries', () => {
  it('hold on the repository itself', () => {
    expect(findViolations(resolve(__dirname, '..'))).toEqual([]);
  });

  it('name the file, the line, the import and the rule', () => {
    const root = tree({
      [`${WEB}/features/betslip/a.ts`]: "\nimport { x } from '../casino/b';",
      [`${WEB}/features/casino/b.ts`]: 'export const x = 1;',
    });
    expect(findViolations(root)).toEqual([
      "apps/web/src/features/betslip/a.ts:2 imports '../casino/b' (features never import each other or the app shell)",
    ]);
  });
});

describe('web layers: app → features → entities → components, brand, lib', () => {
  it.each([
    ['a feature', 'another feature', `${WEB}/features/betslip/a.ts`, '../casino/b', `${WEB}/features/casino/b.ts`],
    ['a feature', 'the app', `${WEB}/features/betslip/a.ts`, '#app/app/router', `${WEB}/app/router.ts`],
    ['an entity', 'a feature', `${WEB}/entities/slip/a.ts`, '#app/features/betslip/b', `${WEB}/features/betslip/b.ts`],
    ['an entity', 'another entity', `${WEB}/entities/slip/a.ts`, '../favourites/b', `${WEB}/entities/favourites/b.ts`],
    ['an entity', 'the app', `${WEB}/entities/slip/a.ts`, '#app/app/router', `${WEB}/app/router.ts`],
    ['a component', 'an entity', `${WEB}/components/a.tsx`, '../entities/slip/b', `${WEB}/entities/slip/b.ts`],
    ['a component', 'a feature', `${WEB}/components/a.tsx`, '../features/sports/b', `${WEB}/features/sports/b.ts`],
    ['lib', 'an entity', `${WEB}/lib/a.ts`, '../entities/slip/b', `${WEB}/entities/slip/b.ts`],
    ['lib', 'a component', `${WEB}/lib/a.ts`, '../components/b', `${WEB}/components/b.tsx`],
    ['lib', 'brand', `${WEB}/lib/a.ts`, '../brand/b', `${WEB}/brand/b.ts`],
    ['brand', 'a component', `${WEB}/brand/a.ts`, '../components/b', `${WEB}/components/b.tsx`],
    ['the game frame', 'a component', `${WEB}/game-frame/a.ts`, '../components/b', `${WEB}/components/b.tsx`],
    ['the game frame', 'an entity', `${WEB}/game-frame/a.ts`, '../entities/slip/b', `${WEB}/entities/slip/b.ts`],
    ['the app', 'the game frame', `${WEB}/app/a.ts`, '../game-frame/b', `${WEB}/game-frame/b.ts`],
    ['the service worker', 'lib', `${WEB}/sw/a.ts`, '../lib/b', `${WEB}/lib/b.ts`],
    ['the service worker entry', 'lib', `${WEB}/sw.ts`, './lib/b', `${WEB}/lib/b.ts`],
    ['a feature but the PWA', 'the service worker', `${WEB}/features/sports/a.ts`, '#app/sw/b', `${WEB}/sw/b.ts`],
    ['lib', 'a feature through an alias', `${WEB}/lib/a.ts`, '#features/sports/b', `${WEB}/features/sports/b.ts`],
  ])('refuse %s importing %s', (_, __, from, specifier, target) => {
    expect(importing(from, specifier, [target])).toHaveLength(1);
  });

  it.each([
    ['the app', 'a feature', `${WEB}/app/a.ts`, '../features/sports/b', `${WEB}/features/sports/b.ts`],
    ['the app entry', 'the app', `${WEB}/main.tsx`, './app/b', `${WEB}/app/b.ts`],
    ['a feature', 'an entity', `${WEB}/features/sports/a.ts`, '#app/entities/slip/b', `${WEB}/entities/slip/b.ts`],
    ['a feature', 'a component', `${WEB}/features/sports/a.ts`, '#app/components/b', `${WEB}/components/b.tsx`],
    ['a feature', 'itself', `${WEB}/features/sports/pages/a.ts`, '../b', `${WEB}/features/sports/b.ts`],
    ['an entity', 'lib', `${WEB}/entities/slip/a.ts`, '#app/lib/b', `${WEB}/lib/b.ts`],
    ['an entity', 'a component', `${WEB}/entities/slip/a.ts`, '#app/components/b', `${WEB}/components/b.tsx`],
    ['a component', 'lib', `${WEB}/components/a.tsx`, '../lib/b', `${WEB}/lib/b.ts`],
    ['a component', 'brand', `${WEB}/components/a.tsx`, '../brand/b', `${WEB}/brand/b.ts`],
    ['the game frame', 'lib', `${WEB}/game-frame/a.ts`, '../lib/b', `${WEB}/lib/b.ts`],
    ['the PWA feature', 'the service worker', `${WEB}/features/pwa/a.ts`, '#app/sw/b', `${WEB}/sw/b.ts`],
    ['the service worker entry', 'its folder', `${WEB}/sw.ts`, './sw/b', `${WEB}/sw/b.ts`],
    ['a test helper', 'the app', `${WEB}/test/a.ts`, '../app/b', `${WEB}/app/b.ts`],
    ['lib', 'the contract', `${WEB}/lib/a.ts`, '@playline/contract/money', 'packages/contract/src/money.ts'],
    ['a feature', 'lib through an alias', `${WEB}/features/sports/a.ts`, '#lib/b', `${WEB}/lib/b.ts`],
  ])('let %s import %s', (_, __, from, specifier, target) => {
    expect(importing(from, specifier, [target])).toEqual([]);
  });

  it('place every file of the web: a new top-level folder or a file loose in features/ is refused', () => {
    const root = tree({ [`${WEB}/shared/a.ts`]: 'export {};', [`${WEB}/features/a.ts`]: 'export {};' });
    expect(findViolations(root)).toEqual([
      'apps/web/src/features/a.ts is in no layer of the boundary rules: move it into one, or give its folder a layer',
      'apps/web/src/shared/a.ts is in no layer of the boundary rules: move it into one, or give its folder a layer',
    ]);
  });

  it('check CSS composition across layers too', () => {
    const root = tree({
      [`${WEB}/features/sports/a.module.css`]: '.a { composes: chip from "../casino/b.module.css"; }',
      [`${WEB}/features/casino/b.module.css`]: '.chip {}',
    });
    expect(findViolations(root)).toHaveLength(1);
  });
});

describe('workspace rules', () => {
  it.each([
    ['web importing server', `${WEB}/lib/a.ts`, '../../../server/src/app'],
    ['web importing server by package name', `${WEB}/lib/a.ts`, '@playline/server'],
    ['server importing web', 'apps/server/src/a.ts', '@playline/web'],
    ['the contract importing an app', 'packages/contract/src/a.ts', '../../../apps/web/src/lib/b'],
    ['an app importing the e2e workspace', 'apps/server/src/a.ts', '../../../e2e/site'],
  ])('refuse %s', (_, from, specifier) => {
    expect(importing(from, specifier)).toHaveLength(1);
  });
});

describe('imports that climb', () => {
  it.each([
    ['the web', `${WEB}/features/sports/pages/a.ts`, '../../../lib/b', `${WEB}/lib/b.ts`, "'#app/lib/b'"],
    ['the server', 'apps/server/src/modules/bets/a.ts', '../../lib/b', 'apps/server/src/lib/b.ts', "'#app/lib/b'"],
  ])('refuse two or more folders up inside %s, naming the alias to write', (_, from, specifier, target, alias) => {
    const [violation] = importing(from, specifier, [target]);
    expect(violation).toContain(`climbs two or more folders inside the app: write ${alias}`);
  });

  it.each([
    ['one folder up', `${WEB}/features/sports/pages/a.ts`, '../b', `${WEB}/features/sports/b.ts`],
    ['the alias', `${WEB}/features/sports/pages/a.ts`, '#app/lib/b', `${WEB}/lib/b.ts`],
    [
      'a climb out of the app',
      'apps/web/scripts/a.mjs',
      '../../../packages/contract/src/b',
      'packages/contract/src/b.ts',
    ],
  ])('let %s', (_, from, specifier, target) => {
    expect(importing(from, specifier, [target])).toEqual([]);
  });
});

describe('server layers', () => {
  const SERVER = 'apps/server/src';
  it.each([
    ['lib importing a module', `${SERVER}/lib/a.ts`, '../modules/bets/b'],
    ['lib importing a plugin', `${SERVER}/lib/a.ts`, '../plugins/b'],
    ['a plugin importing a module', `${SERVER}/plugins/a.ts`, '../modules/bets/b'],
    ['the hub importing casino', `${SERVER}/modules/hub/a.ts`, '../casino/tables/hub-link'],
    ['the hub importing notifications', `${SERVER}/modules/hub/a.ts`, '../notifications/groups-repository'],
    ['the hub importing admin', `${SERVER}/modules/hub/a.ts`, '../admin/routes'],
  ])('refuse %s', (_, from, specifier) => {
    expect(importing(from, specifier)).toHaveLength(1);
  });

  it.each([
    ['a plugin importing lib', `${SERVER}/plugins/a.ts`, '../lib/b'],
    ['a module importing a plugin', `${SERVER}/modules/bets/a.ts`, '#app/plugins/b'],
    ['the hub importing the ledger', `${SERVER}/modules/hub/a.ts`, '../ledger/ledger'],
    ["a lib test building the app from a module's kit", `${SERVER}/lib/a.test.ts`, '../modules/casino/test-kit'],
    ["a hub test using casino's kit", `${SERVER}/modules/hub/a.test.ts`, '../casino/tables/test-kit'],
  ])('let %s', (_, from, specifier) => {
    expect(importing(from, specifier)).toEqual([]);
  });
});

describe('fail closed', () => {
  it('refuses a reference it cannot follow, naming the line and the code', () => {
    const root = tree({ [`${WEB}/app/a.ts`]: 'export {};\nconst page = await import(name);' });
    expect(findViolations(root)).toEqual([
      'apps/web/src/app/a.ts:2 names a module by an import() of an expression (`import(name)`), which the boundary check cannot follow: use a literal import, or add an exception with its reason',
    ]);
  });

  it.each([
    ["const x = require('../features/a');"],
    ["import x = require('../features/a');"],
    ["const pages = import.meta.glob('../features/*/index.ts');"],
    ['const url = new URL(file, import.meta.url);'],
  ])('refuses %s even where the path would be allowed', (code) => {
    expect(findViolations(tree({ [`${WEB}/app/a.ts`]: code }))).toHaveLength(1);
  });

  it.each([
    ['a re-export', "export * from '../casino/b';"],
    ['a type import', "type T = typeof import('../casino/b');"],
    ['a literal dynamic import', "const b = () => import('../casino/b');"],
    ['a mock', "vi.mock('../casino/b');"],
    ['a file URL', "const b = new URL('../casino/b.ts', import.meta.url);"],
  ])('follows %s and holds it to the rules', (_, code) => {
    const root = tree({ [`${WEB}/features/sports/a.ts`]: code, [`${WEB}/features/casino/b.ts`]: 'export {};' });
    expect(findViolations(root)).toHaveLength(1);
  });

  it.each([
    ['an alias no package.json defines', '#nothing/a'],
    ['a subpath the contract does not export', '@playline/contract/not-exported'],
    ['a workspace that does not exist', '@playline/nothing'],
    ['an absolute path', '/src/lib/a'],
  ])('refuses %s', (_, specifier) => {
    const [violation] = importing(`${WEB}/lib/a.ts`, specifier);
    expect(violation).toContain('which the boundary check cannot resolve');
  });

  it('reports an exception nothing needs any more, so the list only shrinks', () => {
    const root = tree({ 'apps/server/src/plugins/ledger.ts': "import { Ledger } from '../lib/ledger';" });
    expect(findViolations(root)).toEqual([
      'apps/server/src/plugins/ledger.ts: the exception for ../modules/ledger/ledger is no longer needed: remove it from scripts/boundaries/rules.mjs',
    ]);
  });
});
