// Import boundaries of docs/ARCHITECTURE.md (decisions 003 and 026), checked on the real source tree: every module
// reference of apps/ and packages/ (TypeScript, JavaScript and CSS) is resolved and held against the rules of
// scripts/boundaries/rules.mjs. It fails closed: a reference in a form it cannot follow, an alias or workspace
// subpath it cannot resolve, or a file of the web in no layer is an error, unless listed with its reason.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleReferences } from './boundaries/references.mjs';
import { EXCEPTIONS, RULES, unplaced } from './boundaries/rules.mjs';

const SOURCE = /\.(?:[cm]?[jt]sx?|css)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);

function walk(dir) {
  let out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out = out.concat(walk(path));
    else if (SOURCE.test(entry.name)) out.push(path);
  }
  return out;
}

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {});

/** The target of an `exports` or `imports` entry: a path, whatever the conditions. */
function entryPath(entry) {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') {
    for (const key of ['import', 'default', ...Object.keys(entry)]) {
      const path = entryPath(entry[key]);
      if (path) return path;
    }
  }
  return null;
}

/** `key` looked up in a package map, with `*` patterns (`"#app/*": "./src/app/*"`). */
function mapped(map, key) {
  if (!map || typeof map !== 'object') return null;
  if (key in map) return entryPath(map[key]);
  for (const [pattern, entry] of Object.entries(map)) {
    const star = pattern.indexOf('*');
    if (star < 0 || !key.startsWith(pattern.slice(0, star)) || !key.endsWith(pattern.slice(star + 1))) continue;
    const path = entryPath(entry);
    if (path) return path.replace('*', key.slice(star, key.length - (pattern.length - star - 1)));
  }
  return null;
}

/** Resolves specifiers to repo-relative paths: relative paths, `#` aliases, workspace packages; npm packages to null. */
function createResolver(root) {
  const workspaces = (readJson(join(root, 'package.json')).workspaces ?? [])
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => ({ dir, manifest: readJson(join(root, dir, 'package.json')) }));
  const rootPackage = { dir: '.', manifest: readJson(join(root, 'package.json')) };
  /** The workspace a file belongs to, whose package.json `imports` define its `#` aliases. */
  const owner = (from) => workspaces.find(({ dir }) => from.startsWith(`${dir}/`)) ?? rootPackage;

  return (from, specifier) => {
    const path = specifier.replace(/\?.*$/, '');
    if (path.startsWith('.')) return { to: relative(root, resolve(root, dirname(from), path)) };
    if (path.startsWith('/')) return { error: 'an absolute path names no module the check can place' };
    if (path.startsWith('#')) {
      const { dir, manifest } = owner(from);
      const target = mapped(manifest.imports, path);
      return target
        ? { to: relative(root, resolve(root, dir, target)) }
        : { error: `no "imports" of ${dir}/package.json defines it` };
    }
    const workspace = workspaces.find(({ manifest }) => path === manifest.name || path.startsWith(`${manifest.name}/`));
    if (workspace) {
      const subpath = `.${path.slice(workspace.manifest.name.length)}`;
      const target = workspace.manifest.exports ? mapped(workspace.manifest.exports, subpath) : subpath;
      return target
        ? { to: relative(root, resolve(root, workspace.dir, target)) }
        : { error: `${workspace.manifest.name} exports no '${subpath}'` };
    }
    if (path.startsWith('@playline/')) return { error: 'no workspace has this name' };
    return { to: null };
  };
}

/** Every broken rule, unfollowable reference and stale exception of the tree at `root`, as readable lines. */
export function findViolations(root) {
  const resolveSpecifier = createResolver(root);
  const used = new Set();
  const excepted = (test) => {
    const exception = EXCEPTIONS.find(test);
    if (exception) used.add(exception);
    return Boolean(exception);
  };
  const violations = [];
  for (const base of ['apps', 'packages']) {
    if (!existsSync(join(root, base))) continue;
    for (const file of walk(join(root, base))) {
      const from = relative(root, file);
      const notPlaced = unplaced(from);
      if (notPlaced) violations.push(notPlaced);
      const { references, unknown } = moduleReferences(readFileSync(file, 'utf8'), from);
      for (const { form, code, line } of unknown) {
        if (excepted((exception) => exception.file === from && exception.form === code)) continue;
        violations.push(
          `${from}:${line} names a module by ${form} (\`${code}\`), which the boundary check cannot follow: use a literal import, or add an exception with its reason`,
        );
      }
      for (const { specifier, line } of references) {
        const { to, error } = resolveSpecifier(from, specifier);
        if (error) {
          violations.push(`${from}:${line} imports '${specifier}', which the boundary check cannot resolve: ${error}`);
          continue;
        }
        if (to === null) continue;
        for (const rule of RULES) {
          const why = rule.check(from, to, specifier);
          if (!why) continue;
          if (excepted((exception) => exception.file === from && exception.specifier === specifier)) continue;
          violations.push(`${from}:${line} imports '${specifier}' (${why})`);
        }
      }
    }
  }
  for (const exception of EXCEPTIONS) {
    if (!used.has(exception) && existsSync(join(root, exception.file))) {
      violations.push(
        `${exception.file}: the exception for ${exception.specifier ?? exception.form} is no longer needed: remove it from scripts/boundaries/rules.mjs`,
      );
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const violations = findViolations(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
  for (const line of violations) console.error(line);
  if (violations.length > 0) process.exit(1);
  console.log(`import boundaries: ok (${Math.round(performance.now() - started)} ms)`);
}
