// Import boundaries of docs/ARCHITECTURE.md, checked on the real source tree:
// web never imports server (nor server web); the contract imports neither; features never import each other;
// web lib (shared infrastructure) imports no feature and no app code. Zones come from the folder list.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function walk(dir) {
  let out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(walk(path));
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

/** Where an import points: a repo-relative path for relative imports and workspace packages, else null. */
function target(root, file, specifier) {
  if (specifier.startsWith('.')) return relative(root, resolve(dirname(file), specifier));
  if (specifier.startsWith('@playline/server')) return 'apps/server';
  if (specifier.startsWith('@playline/web')) return 'apps/web';
  if (specifier.startsWith('@playline/contract')) return 'packages/contract';
  return null;
}

function rulesFor(root) {
  const featuresDir = join(root, 'apps/web/src/features');
  let features = [];
  try {
    features = readdirSync(featuresDir).filter((name) => statSync(join(featuresDir, name)).isDirectory());
  } catch {}
  const rules = [
    { from: 'apps/web/', forbid: ['apps/server'], why: 'web never imports server' },
    { from: 'apps/server/', forbid: ['apps/web'], why: 'server never imports web' },
    { from: 'packages/contract/', forbid: ['apps/'], why: 'the contract depends on no app' },
    { from: 'apps/web/src/lib/', forbid: ['apps/web/src/features', 'apps/web/src/app'], why: 'lib is shared by all' },
  ];
  for (const feature of features) {
    rules.push({
      from: `apps/web/src/features/${feature}/`,
      forbid: [...features.filter((f) => f !== feature).map((f) => `apps/web/src/features/${f}`), 'apps/web/src/app'],
      why: 'features never import each other or the app shell',
    });
  }
  return rules;
}

/** Every import that crosses a forbidden boundary, as readable lines. */
export function findViolations(root) {
  const rules = rulesFor(root);
  const violations = [];
  for (const base of ['apps', 'packages']) {
    let files = [];
    try {
      files = walk(join(root, base));
    } catch {}
    for (const file of files) {
      const from = relative(root, file);
      const applicable = rules.filter((rule) => from.startsWith(rule.from));
      if (applicable.length === 0) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? match[3];
        const to = target(root, file, specifier);
        if (!to) continue;
        for (const rule of applicable) {
          const hit = rule.forbid.find((zone) => to === zone || to.startsWith(`${zone}/`));
          if (hit) violations.push(`${from} imports '${specifier}' (${rule.why})`);
        }
      }
    }
  }
  return violations;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = findViolations(resolve(dirname(new URL(import.meta.url).pathname), '..'));
  for (const line of violations) console.error(line);
  if (violations.length > 0) process.exit(1);
  console.log('import boundaries: ok');
}
