// One-off codemod (issue 20): relative imports that climb two or more folders inside apps/web/src or
// apps/server/src become the package's own `#app/…` alias (package.json "imports", as Epic Stack's decision 031),
// with the file's extension as Node resolves it. Idempotent: run it again after moving files.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOTS = ['apps/web/src', 'apps/server/src'];
const SOURCE = /\.(ts|tsx|mts)$/;
// from '…', import('…'), import '…', vi.mock('…'), vi.importActual('…'), vi.doMock('…')
const SPECIFIER = /((?:from|import|vi\.(?:mock|doMock|importActual|unmock))\s*\(?\s*)(['"])(\.\.\/\.\.\/[^'"]*)\2/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name)) yield path;
  }
}

function resolveFile(base) {
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx']) if (existsSync(base + ext)) return base + ext;
  return null;
}

let changed = 0;
let rewritten = 0;
for (const root of ROOTS) {
  const src = resolve(root);
  for (const file of files(src)) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
      const target = resolveFile(resolve(dirname(file), specifier));
      if (!target || relative(src, target).startsWith('..')) return whole;
      rewritten++;
      return `${lead}${quote}#app/${relative(src, target)}${quote}`;
    });
    if (next !== text) {
      writeFileSync(file, next);
      changed++;
    }
  }
}
console.log(`rewrote ${rewritten} imports in ${changed} files`);
